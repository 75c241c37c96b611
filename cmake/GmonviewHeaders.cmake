# SPDX-License-Identifier: MIT
# gmonview_export_headers(TARGET): the headers of the folder that defines
# TARGET become its public interface, included as written from src/
# ("model/engine/RunSum.h").
#
# Each target exports its own folder and nothing else: its headers are linked
# into an include tree of the target's own in the build folder, and that tree
# is the target's one include directory. So a file can include only the
# headers of its own target and of the targets it links, and an include that
# runs up the layers fails to compile (tests/source/check-layers.sh says the
# same before anything is built, with the layer each folder may reach).
function(gmonview_export_headers target)
    file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR}/src ${CMAKE_CURRENT_SOURCE_DIR})
    set(root ${PROJECT_BINARY_DIR}/include/${target})
    file(REMOVE_RECURSE ${root})
    file(MAKE_DIRECTORY ${root}/${folder})
    file(GLOB headers CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.h)
    foreach(header IN LISTS headers)
        get_filename_component(name ${header} NAME)
        file(CREATE_LINK ${header} ${root}/${folder}/${name} SYMBOLIC)
    endforeach()
    target_include_directories(${target} PUBLIC ${root})
endfunction()
