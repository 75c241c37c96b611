#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Debian package with cpack from the build tree BUILD, unpacks it
# into a temporary root and checks what it installs: the program (which must
# run from there, report and GUI), the desktop file, MIME type, icon,
# AppStream metainfo (validated where appstreamcli is installed) and man page.
#   check-package.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src="$1"
build="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-package: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB -B "$work/out" > "$work/cpack.log" 2>&1) \
    || { cat "$work/cpack.log"; fail "cpack failed"; }
deb="$(ls "$work"/out/*.deb)"
[ -f "$deb" ] || fail "no .deb produced"
root="$work/root"
dpkg-deb -x "$deb" "$root"

for f in usr/bin/gmonview \
         usr/share/applications/gmonview.desktop \
         usr/share/mime/packages/gmonview.xml \
         usr/share/icons/hicolor/scalable/apps/gmonview.svg \
         usr/share/metainfo/io.github.gmonview.metainfo.xml \
         usr/share/man/man1/gmonview.1; do
    [ -f "$root/$f" ] || fail "the package lacks /$f"
done
ls "$root"/usr/lib*/gmonview/libgmonview_gui.so > /dev/null 2>&1 || fail "the package lacks the GUI library"
depends="$(dpkg-deb -f "$deb" Depends)"
[[ "$depends" == *libqt6widgets6* && "$depends" == *libgvc6* ]] \
    || fail "Depends lacks Qt or Graphviz: $depends"
# capstone and Graphviz are loaded with dlopen, so only CMake can name
# their packages (Graphviz's libgvc6 is checked above).
capstone_package="$(dpkg-query -S "$(readlink -f "$(ldconfig -p | awk '/libcapstone\.so\./ { print $NF; exit }')")" | cut -d: -f1)"
[[ -n "$capstone_package" && "$depends" == *"$capstone_package"* ]] \
    || fail "Depends lacks capstone's package ($capstone_package): $depends"

grep -q '^MimeType=application/x-gmon;' "$root/usr/share/applications/gmonview.desktop" \
    || fail "the desktop file does not claim gmon files"
# The languages the program speaks, the menus and file managers speak too.
for lang in $(cd "$src/translations" && ls gmonview_*.ts | sed 's/gmonview_\(.*\)\.ts/\1/'); do
    grep -q "^Comment\[$lang\]=" "$root/usr/share/applications/gmonview.desktop" \
        || fail "the desktop file has no $lang comment"
    grep -q "<comment xml:lang=\"$lang\">" "$root/usr/share/mime/packages/gmonview.xml" \
        || fail "the MIME type has no $lang comment"
    grep -q "<lang>$lang</lang>" "$root/usr/share/metainfo/io.github.gmonview.metainfo.xml" \
        || fail "the metainfo does not list $lang"
done
for glob in gmon.out gmon.sum '\*.gmon'; do
    grep -q "pattern=\"$glob\"" "$root/usr/share/mime/packages/gmonview.xml" \
        || fail "the MIME type lacks $glob"
done
if command -v appstreamcli > /dev/null; then
    appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.gmonview.metainfo.xml" \
        || fail "appstreamcli rejects the metainfo"
fi
if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate "$root/usr/share/applications/gmonview.desktop" \
        || fail "desktop-file-validate rejects the desktop file"
fi
man -l "$root/usr/share/man/man1/gmonview.1" > /dev/null 2>&1 || fail "the man page does not format"

# The installed program runs from its own tree.
"$root/usr/bin/gmonview" --version | grep -q '^gmonview ' || fail "--version"
gcc -pg -O0 -o "$work/prog" "$src/tests/programs/recursion.c"
(cd "$work" && ./prog 5 > /dev/null)
(cd "$work" && "$root/usr/bin/gmonview" report -b prog gmon.out > ours.txt)
(cd "$work" && gprof -b prog gmon.out > theirs.txt)
cmp -s "$work/ours.txt" "$work/theirs.txt" || fail "the installed report differs from gprof's"
QT_QPA_PLATFORM=offscreen "$root/usr/bin/gmonview" --exit-after-load "$work/prog" "$work/gmon.out" \
    > /dev/null 2>&1 || fail "the installed GUI does not load its library or the profile"
# As a file manager opens a gmon file (the desktop file's %F): the program
# beside it is found.
(cd / && QT_QPA_PLATFORM=offscreen "$root/usr/bin/gmonview" --exit-after-load "$work/gmon.out" \
    > /dev/null 2>&1) || fail "the installed GUI does not open a gmon file alone"
echo "check-package: $(basename "$deb") installs and runs"
