#!/usr/bin/env bash
# -----------------------------------------------------------------------------
# make-demo-media.sh — genera los medios de demostración del campus
#
# Re-creates, from nothing, every file in public/media/demo/:
#   trailer-1..4.webm     640x360, 24 fps, VP9 + Opus, 15–25 s, <= 450 KB each
#   trailer-1..4.es.vtt   Spanish WebVTT captions, cues aligned with the slides
#   trailer-1..4.jpg      poster frame of each trailer, 640x360, <= 40 KB
#   poster-<slug>.jpg     12 category posters, 640x360, <= 35 KB each
#
# This is a developer tool, NOT part of the build: run it by hand and commit
# its output files.  Running it again simply overwrites the same files.
#
# Requirements (Debian/Ubuntu package names):
#   - ffmpeg            (ffmpeg + ffprobe, with libvpx, libopus, libfreetype)
#   - fonts-dejavu-core (/usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf)
#   - espeak-ng         OPTIONAL: Spanish narration (`espeak-ng -v es`).
#                       Without it the trailers get a quiet, soft tone instead.
#
# Usage:
#   scripts/make-demo-media.sh            # narration with espeak-ng if present
#   NARRATION=tone scripts/make-demo-media.sh   # force the soft tone
#   FONT_DIR=/path/to/dejavu scripts/make-demo-media.sh
# -----------------------------------------------------------------------------
set -euo pipefail
export LC_ALL=C.UTF-8 # ${#var} must count characters, not bytes (accents)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media/demo"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
FONT_REG="$FONT_DIR/DejaVuSans.ttf"

W=640
H=360
FPS=24
MAX_TRAILER_BYTES=$((450 * 1024))
MAX_TRAILER_POSTER_BYTES=$((40 * 1024))
MAX_CATEGORY_POSTER_BYTES=$((35 * 1024))

die() { echo "error: $*" >&2; exit 1; }
log() { echo "==> $*" >&2; }

for bin in ffmpeg ffprobe; do
  command -v "$bin" >/dev/null 2>&1 || die "$bin not found (apt-get install ffmpeg)"
done
for f in "$FONT_BOLD" "$FONT_REG"; do
  [[ -f "$f" ]] || die "font $f not found (apt-get install fonts-dejavu-core)"
done

NARRATION="${NARRATION:-auto}"
if [[ "$NARRATION" == auto ]]; then
  if command -v espeak-ng >/dev/null 2>&1; then NARRATION=espeak; else NARRATION=tone; fi
fi
[[ "$NARRATION" == espeak || "$NARRATION" == tone ]] || die "NARRATION must be auto, espeak or tone"
if [[ "$NARRATION" == espeak ]]; then
  command -v espeak-ng >/dev/null 2>&1 || die "espeak-ng not found (apt-get install espeak-ng)"
fi
log "narration: $NARRATION"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)

# --- helpers -----------------------------------------------------------------

fsize() { stat -c %s "$1"; }

media_duration() {
  ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$1"
}

# seconds (float) -> WebVTT timestamp HH:MM:SS.mmm
vtt_time() {
  awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5);
    printf "%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000 }'
}

# "a|b|c" -> "a b c"  (on-screen line breaks are marked with "|")
join_lines() { printf '%s' "${1//|/ }"; }

# Font size so that the longest line of "a|b" fits in max_px (and, optionally,
# the whole block fits in max_h pixels at a 1.3 line height).
# DejaVu Sans Bold averages ~0.64 em per character in mixed-case Spanish text.
fit_font_size() { # text max_size max_px [max_h]
  local text="$1" size="$2" max_px="$3" max_h="${4:-0}" longest=0 line
  IFS='|' read -r -a _lines <<<"$text"
  for line in "${_lines[@]}"; do ((${#line} > longest)) && longest=${#line}; done
  if ((longest * size * 64 / 100 > max_px)); then size=$((max_px * 100 / (longest * 64))); fi
  if ((max_h > 0 && size * 13 * ${#_lines[@]} / 10 > max_h)); then size=$((max_h * 10 / (13 * ${#_lines[@]}))); fi
  echo "$size"
}

FILTERS=""     # accumulated comma-separated filter chain
TEXT_SEQ=0     # unique id for text files

# Append one drawtext per line of "a|b|c", each centred horizontally; the block
# is centred vertically on cy.  Optional start/end (seconds) add a short fade.
add_text_block() { # text font size cy [start end] [color]
  local text="$1" font="$2" size="$3" cy="$4" start="${5:-}" end="${6:-}" color="${7:-white}"
  local lh=$((size * 13 / 10)) n i y file timing=""
  IFS='|' read -r -a _block <<<"$text"
  n=${#_block[@]}
  if [[ -n "$start" ]]; then
    timing=":enable='between(t,$start,$end)':alpha='if(lt(t,$start+0.35),(t-$start)/0.35,if(gt(t,$end-0.35),($end-t)/0.35,1))'"
  fi
  for ((i = 0; i < n; i++)); do
    TEXT_SEQ=$((TEXT_SEQ + 1))
    file="$WORK/text-$TEXT_SEQ.txt"
    printf '%s' "${_block[i]}" >"$file" # textfile= keeps accents intact, no escaping
    y=$((cy - n * lh / 2 + i * lh + (lh - size) / 2))
    FILTERS+=",drawtext=fontfile='$font':textfile='$file':expansion=none:fontsize=$size"
    FILTERS+=":fontcolor=$color:shadowcolor=black@0.30:shadowx=2:shadowy=2"
    FILTERS+=":x=(w-text_w)/2:y=$y$timing"
  done
}

# Small single-line label at a fixed position (x/y may be expressions).
add_label() { # text font size x y [color]
  local text="$1" font="$2" size="$3" x="$4" y="$5" color="${6:-white@0.85}" file
  TEXT_SEQ=$((TEXT_SEQ + 1))
  file="$WORK/text-$TEXT_SEQ.txt"
  printf '%s' "$text" >"$file"
  FILTERS+=",drawtext=fontfile='$font':textfile='$file':expansion=none:fontsize=$size"
  FILTERS+=":fontcolor=$color:x=$x:y=$y"
}

# Background: diagonal two-colour gradient (top-left c0 -> bottom-right c1),
# rendered once to a PNG with geq.  Colours are 0xRRGGBB.
make_background() { # c0 c1 out.png
  local a="${1#0x}" b="${2#0x}" expr="" ch i names=(r g b)
  for i in 0 1 2; do
    ch="$((16#${a:i*2:2}))+($((16#${b:i*2:2}))-$((16#${a:i*2:2})))*(X/W+Y/H)/2"
    expr+="${names[i]}='$ch':"
  done
  "${FF[@]}" -f lavfi -i "color=c=black:s=${W}x${H}:d=1,format=rgb24,geq=${expr%:}" \
    -frames:v 1 "$3"
}

# Lossless PNG -> JPEG, raising the mjpeg quantiser until it fits max_bytes.
png_to_jpeg() { # in.png out.jpg max_bytes
  local q
  for q in 2 3 4 5 6 7 8 9 10 12 14; do
    "${FF[@]}" -i "$1" -frames:v 1 -update 1 -pix_fmt yuvj420p -q:v "$q" "$2"
    if (($(fsize "$2") <= $3)); then return 0; fi
  done
  die "$2 is still larger than $3 bytes"
}

# --- trailers ----------------------------------------------------------------
# Each trailer: title slide + 4 lines.  "|" marks an on-screen line break; the
# caption and the narration use the same sentence without the breaks.

TRAILER_COUNT=4

T1_TITLE="Fotoprotección|en el mostrador"
T1_COLORS=("0x0E6B6B" "0x1E9A8A")
T1_LINES=(
  "Pregunta siempre por el fototipo|y por la medicación que toma."
  "Algunos fármacos son|fotosensibilizantes:|revisa el tratamiento."
  "Recomienda FPS 50 y reaplicar|cada dos horas."
  "Sombra, ropa y gafas de sol|también protegen."
)

T2_TITLE="Tos seca|o tos productiva"
T2_COLORS=("0x17486A" "0x2A7FA6")
T2_LINES=(
  "Primero, pregunta:|¿la tos es seca o con mocos?"
  "La tos seca e irritativa|puede aliviarse con un antitusivo."
  "Si es productiva, no la cortes:|mucolítico y mucha agua."
  "Fiebre alta, ahogo o más de|tres semanas: deriva al médico."
)

T3_TITLE="Consejo nutricional|en la farmacia"
T3_COLORS=("0x1B6646" "0x3A9A68")
T3_LINES=(
  "Empieza por los hábitos:|qué come y cuánto se mueve."
  "Antes de un complemento,|revisa las interacciones."
  "En el embarazo, ácido fólico|desde antes de concebir."
  "Un consejo breve y personal|es el que más se recuerda."
)

T4_TITLE="Gestión de la farmacia|con datos"
T4_COLORS=("0x123F5C" "0x1B7A8A")
T4_LINES=(
  "Tus ventas cuentan una historia:|aprende a leerla."
  "Vigila la rotación para evitar|roturas de stock y caducados."
  "Analiza cada categoría|y su margen real."
  "Decide con datos, sin perder|el trato cercano."
)

# Build the audio track for one trailer and print the slot lengths (seconds),
# one per cue; every cue lasts max(minimum, narration + padding).
make_trailer_audio() { # n out.wav cue_text...
  local n="$1" out="$2"; shift 2
  local texts=("$@") i dur slot inputs=() chain="" labels="" total=0
  local slots=()
  for i in "${!texts[@]}"; do
    if [[ "$NARRATION" == espeak ]]; then
      espeak-ng -v es -s 165 -p 45 -w "$WORK/t$n-cue$i.wav" "${texts[i]}"
      dur="$(media_duration "$WORK/t$n-cue$i.wav")"
      # 0.35 s lead-in + speech + ~0.6 s breathing room, rounded up to 0.25 s
      slot="$(awk -v d="$dur" -v min="$([[ $i == 0 ]] && echo 3.5 || echo 4.0)" \
        'BEGIN { s = d + 0.95; if (s < min) s = min; printf "%.2f", int(s * 4 + 0.999) / 4 }')"
    else
      slot="$([[ $i == 0 ]] && echo 3.50 || echo 4.50)"
    fi
    slots+=("$slot")
  done
  total="$(printf '%s\n' "${slots[@]}" | awk '{ s += $1 } END { printf "%.2f", s }')"

  if [[ "$NARRATION" == espeak ]]; then
    for i in "${!texts[@]}"; do
      inputs+=(-i "$WORK/t$n-cue$i.wav")
      chain+="[$i:a]aresample=48000,aformat=channel_layouts=mono,adelay=350:all=1,apad=whole_dur=${slots[i]}[a$i];"
      labels+="[a$i]"
    done
    chain+="${labels}concat=n=${#texts[@]}:v=0:a=1,highpass=f=80,lowpass=f=9000"
    # moderate, never loud: about -21 LUFS with 3 dB true-peak headroom
    chain+=",loudnorm=I=-21:TP=-3:LRA=9,aresample=48000[out]"
    "${FF[@]}" "${inputs[@]}" -filter_complex "$chain" -map "[out]" -ac 1 -ar 48000 "$out"
  else
    # quiet, soft two-note pad (A3 + E4) with slow tremolo and long fades
    "${FF[@]}" -f lavfi -i "sine=f=220:r=48000:d=$total" -f lavfi -i "sine=f=329.63:r=48000:d=$total" \
      -filter_complex "[0:a][1:a]amix=inputs=2,tremolo=f=0.25:d=0.4,volume=0.15,afade=t=in:d=1.5,afade=t=out:st=$(awk -v t="$total" 'BEGIN{print t-2}'):d=2[out]" \
      -map "[out]" -ac 1 -ar 48000 "$out"
  fi
  printf '%s\n' "${slots[@]}"
}

make_trailer() { # n
  local n="$1" title_var="T${1}_TITLE" colors_var="T${1}_COLORS[@]" lines_var="T${1}_LINES[@]"
  local title="${!title_var}" colors=("${!colors_var}") lines=("${!lines_var}")
  local cues=("$title" "${lines[@]}") texts=() slots=() starts=() i t=0 total vtt crf webm
  local title_flat; title_flat="$(join_lines "$title")"
  log "trailer-$n: $title_flat"

  texts+=("$title_flat.") # the title is narrated as well
  for ((i = 1; i < ${#cues[@]}; i++)); do texts+=("$(join_lines "${cues[i]}")"); done
  # (not a process substitution, so that a failure stops the script)
  make_trailer_audio "$n" "$WORK/t$n-audio.wav" "${texts[@]}" >"$WORK/t$n-slots.txt"
  mapfile -t slots <"$WORK/t$n-slots.txt"
  for i in "${!slots[@]}"; do
    starts+=("$t")
    t="$(awk -v a="$t" -v b="${slots[i]}" 'BEGIN { printf "%.2f", a + b }')"
  done
  total="$t"
  awk -v t="$total" 'BEGIN { exit !(t >= 15 && t <= 25) }' ||
    die "trailer-$n would last ${total}s (must be 15–25 s); shorten or lengthen the lines"

  # captions: one cue per slide, same timing as the on-screen text
  vtt="$OUT/trailer-$n.es.vtt"
  {
    printf "WEBVTT\n\n"
    for i in "${!cues[@]}"; do
      local end; end="$(awk -v a="${starts[i]}" -v b="${slots[i]}" 'BEGIN { printf "%.2f", a + b - 0.05 }')"
      printf '%d\n%s --> %s\n%s\n\n' "$((i + 1))" "$(vtt_time "${starts[i]}")" "$(vtt_time "$end")" \
        "$([[ $i == 0 ]] && echo "$title_flat" || join_lines "${cues[i]}")"
    done
  } >"$vtt"

  # visuals
  make_background "${colors[0]}" "${colors[1]}" "$WORK/t$n-bg.png"
  FILTERS="format=yuv420p"
  FILTERS+=",drawbox=x=0:y=0:w=$W:h=6:color=white@0.55:t=fill"
  add_label "Liceo Campus" "$FONT_BOLD" 15 24 "h-text_h-18"
  local end0; end0="$(awk -v a="${slots[0]}" 'BEGIN { printf "%.2f", a }')"
  # title slide
  add_text_block "$title" "$FONT_BOLD" "$(fit_font_size "$title" 40 580)" 160 0 "$end0"
  add_text_block "Tráiler del curso" "$FONT_REG" 18 250 0 "$end0" "white@0.85"
  # content slides: small running title on top, big line in the middle, step counter
  FILTERS+=",drawtext=fontfile='$FONT_REG':textfile='$WORK/t$n-head.txt':expansion=none:fontsize=17"
  FILTERS+=":fontcolor=white@0.85:x=24:y=22:enable='gte(t,$end0)'"
  printf '%s' "$title_flat" >"$WORK/t$n-head.txt"
  FILTERS+=",drawbox=x=24:y=48:w=56:h=3:color=white@0.7:t=fill:enable='gte(t,$end0)'"
  for ((i = 1; i < ${#cues[@]}; i++)); do
    local s="${starts[i]}" e; e="$(awk -v a="${starts[i]}" -v b="${slots[i]}" 'BEGIN { printf "%.2f", a + b }')"
    add_text_block "${cues[i]}" "$FONT_BOLD" "$(fit_font_size "${cues[i]}" 30 580)" 185 "$s" "$e"
    TEXT_SEQ=$((TEXT_SEQ + 1))
    printf '%s' "$i / $((${#cues[@]} - 1))" >"$WORK/text-$TEXT_SEQ.txt"
    FILTERS+=",drawtext=fontfile='$FONT_REG':textfile='$WORK/text-$TEXT_SEQ.txt':expansion=none"
    FILTERS+=":fontsize=15:fontcolor=white@0.8:x=w-text_w-24:y=h-text_h-18:enable='between(t,$s,$e)'"
  done
  printf '[0:v]%s[v]' "$FILTERS" >"$WORK/t$n-filter.txt"

  webm="$OUT/trailer-$n.webm"
  for crf in 36 40 44 48 52; do
    "${FF[@]}" -loop 1 -framerate "$FPS" -t "$total" -i "$WORK/t$n-bg.png" -i "$WORK/t$n-audio.wav" \
      -filter_complex_script "$WORK/t$n-filter.txt" -map "[v]" -map 1:a -t "$total" \
      -c:v libvpx-vp9 -b:v 0 -crf "$crf" -deadline good -cpu-used 2 -row-mt 1 -g 120 \
      -pix_fmt yuv420p -r "$FPS" -s "${W}x${H}" \
      -c:a libopus -b:a 32k -ac 1 -ar 48000 \
      -metadata title="$title_flat — Liceo Campus (demo)" -metadata:s:a:0 language=spa \
      "$webm"
    (($(fsize "$webm") <= MAX_TRAILER_BYTES)) && break
  done
  (($(fsize "$webm") <= MAX_TRAILER_BYTES)) || die "$webm is larger than $MAX_TRAILER_BYTES bytes"
  awk -v t="$(media_duration "$webm")" 'BEGIN { exit !(t >= 15 && t <= 25) }' ||
    die "$webm lasts $(media_duration "$webm")s, outside 15–25 s"

  # poster frame: the title slide once it has faded in
  "${FF[@]}" -ss "$(awk -v a="$end0" 'BEGIN { printf "%.2f", a / 2 }')" -i "$webm" -frames:v 1 -update 1 "$WORK/t$n-poster.png"
  png_to_jpeg "$WORK/t$n-poster.png" "$OUT/trailer-$n.jpg" "$MAX_TRAILER_POSTER_BYTES"
}

# --- category posters --------------------------------------------------------
# slug;name (with "|" line breaks);gradient colour 1;gradient colour 2
CATEGORIES=(
  "dermofarmacia;Dermofarmacia;0xC25E78;0x9E4763"
  "salud-capilar;Salud capilar;0x8A67AE;0x6C4E93"
  "nutricion;Nutrición;0x4C9A50;0x357A3D"
  "pediatria;Pediatría;0xDC7B36;0xB85F24"
  "respiratorio;Respiratorio;0x3A8DC2;0x2A6E9E"
  "digestivo;Digestivo;0xB7842C;0x93671E"
  "dolor-e-inflamacion;Dolor e|inflamación;0xC44B40;0x9E372F"
  "ortopedia;Ortopedia;0x5A6E8A;0x44566F"
  "veterinaria;Veterinaria;0x8C6A48;0x6E5137"
  "fitoterapia;Fitoterapia;0x2E8A6C;0x1F6B53"
  "gestion-de-la-farmacia;Gestión de|la farmacia;0x2F5C8A;0x21456B"
  "inteligencia-artificial-farmacia;Inteligencia|artificial|en farmacia;0x5A4EAF;0x433891"
)

make_category_poster() { # "slug;name;c0;c1"
  local slug name c0 c1 size
  IFS=';' read -r slug name c0 c1 <<<"$1"
  log "poster-$slug: $(join_lines "$name")"
  make_background "$c0" "$c1" "$WORK/p-$slug-bg.png"
  size="$(fit_font_size "$name" 54 560 190)"
  FILTERS="format=rgb24"
  add_text_block "$name" "$FONT_BOLD" "$size" 175
  add_label "CATEGORÍA" "$FONT_REG" 15 "(w-text_w)/2" 30 "white@0.8"
  FILTERS+=",drawbox=x=(iw-60)/2:y=52:w=60:h=3:color=white@0.7:t=fill"
  add_label "Liceo Campus" "$FONT_BOLD" 15 22 "h-text_h-16"
  "${FF[@]}" -i "$WORK/p-$slug-bg.png" -vf "${FILTERS}" -frames:v 1 -update 1 "$WORK/p-$slug.png"
  png_to_jpeg "$WORK/p-$slug.png" "$OUT/poster-$slug.jpg" "$MAX_CATEGORY_POSTER_BYTES"
}

# --- run ---------------------------------------------------------------------

for ((n = 1; n <= TRAILER_COUNT; n++)); do make_trailer "$n"; done
for entry in "${CATEGORIES[@]}"; do make_category_poster "$entry"; done

log "done: $OUT"
du -ab "$OUT" | sort -k2 >&2
