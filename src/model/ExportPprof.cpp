#include "Exporters.h"
namespace gmonview {
Result<std::string> exportPprof(const ExportInput &) { return std::string(); } // placeholder
}
