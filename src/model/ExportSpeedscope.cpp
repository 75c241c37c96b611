#include "Exporters.h"
namespace gmonview {
std::string exportSpeedscope(const ExportInput &) { return {}; } // placeholder
}
