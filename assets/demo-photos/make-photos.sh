#!/usr/bin/env bash
# Regenerates the demo job photos beside this script (needs ImageMagick: apt-get install imagemagick).
# Room-like pictures: a clean "after" and a cluttered, grimy "before" of the same room.
set -euo pipefail
C=/usr/bin/convert
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
OUT="$(cd "$(dirname "$0")" && pwd)"

room() { # name wall floor accent furniture...
  local name=$1 wall=$2 floor=$3 accent=$4; shift 4
  $C -size 640x480 xc:"$wall" \
    -fill "$floor" -draw "polygon 0,300 640,300 640,480 0,480" \
    -stroke "#00000022" -strokewidth 2 -draw "line 0,300 640,300" \
    -draw "line 160,300 0,480" -draw "line 320,300 320,480" -draw "line 480,300 640,480" \
    -draw "line 0,360 640,360" -draw "line 0,420 640,420" -stroke none \
    -fill "#cfe8ff" -draw "rectangle 400,60 560,200" \
    -fill "#ffffff" -draw "rectangle 400,126 560,134" -draw "rectangle 476,60 484,200" \
    -stroke "#ffffff" -strokewidth 8 -fill none -draw "rectangle 400,60 560,200" -stroke none \
    "$@" \
    "$TMP/$name-base.png"
}

room kitchen "#f3efe6" "#c9b79c" "#5b8a72" \
  -fill "#5b8a72" -draw "rectangle 40,200 340,320" -fill "#e9e4da" -draw "rectangle 30,190 350,206" \
  -fill "#4a7360" -draw "rectangle 60,220 130,300" -draw "rectangle 150,220 220,300" -draw "rectangle 240,220 320,300" \
  -fill "#9aa5ad" -draw "rectangle 120,120 260,180" -fill "#7f8a92" -draw "rectangle 180,180 200,192"

room living "#e8eef2" "#b89f7e" "#3f5e8c" \
  -fill "#3f5e8c" -draw "roundrectangle 60,230 360,330 18,18" -fill "#4d6fa3" -draw "roundrectangle 80,200 340,260 16,16" \
  -fill "#d9c7a7" -draw "ellipse 300,410 170,40 0,360" \
  -fill "#6b4f3a" -draw "rectangle 230,350 380,365" -draw "rectangle 245,365 255,395" -draw "rectangle 355,365 365,395" \
  -fill "#f2c14e" -draw "circle 130,110 130,80" -fill "#2f3b4a" -draw "rectangle 126,140 134,200"

room bathroom "#eaf4f4" "#d8dde0" "#7fb7be" \
  -fill "#ffffff" -draw "roundrectangle 40,250 330,340 30,30" -fill "#dfe9ea" -draw "roundrectangle 55,262 315,325 24,24" \
  -fill "#7fb7be" -draw "rectangle 380,240 560,330" -fill "#ffffff" -draw "ellipse 470,238 80,14 0,360" \
  -fill "#c7d3d6" -draw "rectangle 430,90 510,200" -fill "#e9f1f2" -draw "rectangle 436,96 504,194"

for name in kitchen living bathroom; do
  base="$TMP/$name-base.png"
  # After: bright, crisp, a soft glow from the window.
  $C "$base" -modulate 102,112 -sigmoidal-contrast 2x50% \
    -quality 78 -sampling-factor 4:2:0 -strip "$OUT/$name-after.jpg"
  # Before: dim and yellowed, grime texture, stains on the floor, clutter scattered about.
  $C -seed 42 "$base" -modulate 82,70 -fill "#8a7a40" -colorize 12% \
    \( -size 640x480 xc:gray50 +noise Gaussian -blur 0x1.2 -modulate 100,0 \) -compose overlay -composite \
    -fill "#5a4a2c88" -draw "ellipse 120,400 60,18 0,360" -draw "ellipse 420,440 80,22 0,360" -draw "ellipse 540,350 40,12 0,360" \
    -fill "#7a6a5a" -draw "translate 295,340 rotate 12 rectangle -35,-10 35,10" -fill "#a33" -draw "translate 500,395 rotate -20 rectangle -20,-15 20,15" \
    -fill "#ddd" -draw "circle 200,420 200,408" -draw "circle 560,450 560,440" -fill "#556" -draw "translate 410,455 rotate 30 rectangle -30,-6 30,6" -fill "#c9c0a8" -draw "translate 90,330 rotate -8 rectangle -25,-18 25,18" \
    -fill "#3a322888" -draw "ellipse 220,150 50,30 0,360" \
    -quality 78 -sampling-factor 4:2:0 -strip "$OUT/$name-before.jpg"
done

