#include "Exporters.h"
namespace gmonview {
std::string exportDot(const ExportInput &) { return {}; } // placeholder
}
