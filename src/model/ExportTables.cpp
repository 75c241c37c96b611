#include "Exporters.h"
namespace gmonview {
std::string exportJson(const ExportInput &) { return {}; } // placeholder
std::string exportCsv(const ExportInput &) { return {}; }  // placeholder
}
