# SPDX-License-Identifier: MIT
# Debian's libdwarf-dev (20210528) ships neither a pkg-config file nor a CMake
# package, so look for the header and the library ourselves.
find_path(LibDwarf_INCLUDE_DIR libdwarf.h PATH_SUFFIXES libdwarf libdwarf-0)
find_library(LibDwarf_LIBRARY NAMES dwarf)

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(LibDwarf REQUIRED_VARS LibDwarf_LIBRARY LibDwarf_INCLUDE_DIR)

if(LibDwarf_FOUND AND NOT TARGET LibDwarf::LibDwarf)
    add_library(LibDwarf::LibDwarf UNKNOWN IMPORTED)
    set_target_properties(LibDwarf::LibDwarf PROPERTIES
        IMPORTED_LOCATION "${LibDwarf_LIBRARY}"
        INTERFACE_INCLUDE_DIRECTORIES "${LibDwarf_INCLUDE_DIR}")
endif()
mark_as_advanced(LibDwarf_INCLUDE_DIR LibDwarf_LIBRARY)
