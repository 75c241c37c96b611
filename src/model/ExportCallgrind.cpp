#include "Exporters.h"
namespace gmonview {
std::string exportCallgrind(const ExportInput &) { return {}; } // placeholder
}
