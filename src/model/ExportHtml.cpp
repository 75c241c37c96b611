#include "Exporters.h"
namespace gmonview {
Result<std::string> exportHtml(const ExportInput &) { return std::string(); } // placeholder
}
