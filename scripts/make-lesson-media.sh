#!/usr/bin/env bash
# -----------------------------------------------------------------------------
# make-lesson-media.sh — genera los vídeos de lección de demostración del campus
#
# Re-creates, from nothing, every file in public/media/lessons/:
#   lesson-<s>.webm     640x360, 2 fps, VP9 + Opus, EXACTLY <s> seconds long
#                       (±0.1 s), <= 150 KB each.  A calm gradient with
#                       "Lección de demostración", a running "m:ss / m:ss"
#                       clock and a thin progress bar along the bottom edge.
#   lesson-<s>.es.vtt   Spanish WebVTT captions: one short cue every 20–30 s,
#                       the last one ending well before the end of the video.
#   lesson.jpg          poster frame shared by all lessons, 640x360, <= 30 KB
#
# <s> is every distinct `durationSeconds` of the video / counter-scene program
# items in the demo seed data (src/server/db/seed-data/group-*.ts), so that the
# player can play a lesson to its very end and the server — which counts the
# seconds played against `durationSeconds` — marks it as watched.
#
# The audio track is digital silence: players expect an audio stream, but even
# a faint tone costs Opus >= 3 kbps (over 120 KB for 330 s), which would break
# the 150 KB budget.  Silence encodes to 2-byte Opus packets (~0.6 kbps).
#
# This is a developer tool, NOT part of the build: run it by hand and commit
# its output files.  Running it again simply overwrites the same files.
#
# Requirements (Debian/Ubuntu package names):
#   - ffmpeg            (ffmpeg + ffprobe, with libvpx, libopus, libfreetype)
#   - fonts-dejavu-core (/usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf)
#
# Usage:
#   scripts/make-lesson-media.sh                      # durations from the seed
#   DURATIONS="150 330" scripts/make-lesson-media.sh  # only these durations
#   FONT_DIR=/path/to/dejavu scripts/make-lesson-media.sh
# -----------------------------------------------------------------------------
set -euo pipefail
export LC_ALL=C.UTF-8

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media/lessons"
SEED_GLOB="$ROOT/src/server/db/seed-data/group-*.ts"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
FONT_REG="$FONT_DIR/DejaVuSans.ttf"

W=640
H=360
FPS=2
GOP=120                 # one keyframe per minute: cheap, and seeking still works
BG_COLORS=("0x17486A" "0x1B7A8A")
MAX_LESSON_BYTES=$((150 * 1024))
MAX_POSTER_BYTES=$((30 * 1024))
MAX_TOTAL_BYTES=2500000 # 2.5 MB for the whole folder
MAX_DRIFT=0.1           # allowed |ffprobe duration - durationSeconds|, seconds

die() { echo "error: $*" >&2; exit 1; }
log() { echo "==> $*" >&2; }

for bin in ffmpeg ffprobe; do
  command -v "$bin" >/dev/null 2>&1 || die "$bin not found (apt-get install ffmpeg)"
done
for f in "$FONT_BOLD" "$FONT_REG"; do
  [[ -f "$f" ]] || die "font $f not found (apt-get install fonts-dejavu-core)"
done
ENCODERS="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
for enc in libvpx-vp9 libopus; do
  grep -qw -- "$enc" <<<"$ENCODERS" || die "ffmpeg lacks the $enc encoder"
done

FROM_SEED=0
if [[ -z "${DURATIONS:-}" ]]; then
  FROM_SEED=1
  # shellcheck disable=SC2086 # the glob must expand
  DURATIONS="$(grep -ho 'durationSeconds: [0-9]*' $SEED_GLOB | awk '{ print $2 }' | sort -nu | tr '\n' ' ')"
fi
read -r -a DURATION_LIST <<<"$DURATIONS"
((${#DURATION_LIST[@]} > 0)) || die "no durations found in $SEED_GLOB"
for d in "${DURATION_LIST[@]}"; do
  [[ "$d" =~ ^[0-9]+$ ]] && ((d >= 30 && d <= 3600)) || die "bad duration: '$d' (whole seconds, 30–3600)"
done
log "durations: ${DURATION_LIST[*]}"

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

# seconds (integer) -> m:ss
clock_text() { printf '%d:%02d' "$(($1 / 60))" "$(($1 % 60))"; }

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

# Static part of every frame: title, subtitle, brand label and the empty
# progress-bar track.  Text goes through textfile= so accents need no escaping.
printf '%s' "Lección de demostración" >"$WORK/title.txt"
printf '%s' "Liceo Campus · vídeo de ejemplo" >"$WORK/subtitle.txt"
STATIC_FILTERS="drawtext=fontfile='$FONT_BOLD':textfile='$WORK/title.txt':expansion=none:fontsize=36"
STATIC_FILTERS+=":fontcolor=white:shadowcolor=black@0.30:shadowx=2:shadowy=2:x=(w-text_w)/2:y=118"
STATIC_FILTERS+=",drawtext=fontfile='$FONT_REG':textfile='$WORK/subtitle.txt':expansion=none:fontsize=18"
STATIC_FILTERS+=":fontcolor=white@0.85:x=(w-text_w)/2:y=172"
STATIC_FILTERS+=",drawbox=x=(iw-60)/2:y=206:w=60:h=3:color=white@0.6:t=fill"
STATIC_FILTERS+=",drawbox=x=0:y=$((H - 4)):w=$W:h=4:color=white@0.22:t=fill"

# --- captions ----------------------------------------------------------------

CAPTIONS=(
  "Esta es una lección de demostración del campus."
  "En el curso real, aquí habla la persona experta."
  "Los subtítulos acompañan todo el vídeo."
  "Puedes cambiar la velocidad y retomar donde lo dejaste."
  "El reloj muestra el tiempo transcurrido de la lección."
  "La barra inferior avanza hasta el final del vídeo."
  "Toma nota de las ideas clave para el mostrador."
  "Si te interrumpen, el campus recuerda tu progreso."
  "Al terminar, pon a prueba lo que has aprendido."
  "Consulta también el material complementario del curso."
)
CAPTION_LAST="Gracias por formarte con Liceo Campus."
CUE_LENGTH=10 # seconds each cue stays on screen

# One cue every step = d / ceil(d / 30) seconds (20–30 s for d >= 60), starting
# at 1 s; the last cue always thanks the viewer and ends >= 15 s before the end.
make_captions() { # seconds out.vtt
  local d="$1" out="$2" n step i start end text
  n=$(((d + 29) / 30))
  step="$(awk -v d="$d" -v n="$n" 'BEGIN { printf "%.3f", d / n }')"
  awk -v s="$step" 'BEGIN { exit !(s >= 20 && s <= 30) }' || die "caption step $step s for ${d}s is outside 20–30 s"
  {
    printf "WEBVTT\n\n"
    for ((i = 0; i < n; i++)); do
      start="$(awk -v i="$i" -v d="$d" -v n="$n" 'BEGIN { printf "%.3f", 1 + i * d / n }')"
      end="$(awk -v a="$start" -v l="$CUE_LENGTH" 'BEGIN { printf "%.3f", a + l }')"
      if ((i == n - 1)); then text="$CAPTION_LAST"; else text="${CAPTIONS[i % ${#CAPTIONS[@]}]}"; fi
      printf '%d\n%s --> %s\n%s\n\n' "$((i + 1))" "$(vtt_time "$start")" "$(vtt_time "$end")" "$text"
    done
  } >"$out"
  awk -v e="$end" -v d="$d" 'BEGIN { exit !(e < d - 1) }' || die "last cue of $out ends at $end s (video: $d s)"
}

# --- lessons -----------------------------------------------------------------

make_lesson() { # seconds
  local d="$1" webm="$OUT/lesson-$1.webm" crf filters dur codec
  log "lesson-$d: $(clock_text "$d")"

  make_captions "$d" "$OUT/lesson-$d.es.vtt"

  # running clock: drawtext expands %{eif:...} with the frame time t
  printf '%s' "%{eif:floor((t+0.01)/60):d}:%{eif:mod(floor(t+0.01),60):d:2} / $(clock_text "$d")" >"$WORK/clock-$d.txt"
  filters="[0:v]format=yuv420p,$STATIC_FILTERS"
  filters+=",drawtext=fontfile='$FONT_REG':textfile='$WORK/clock-$d.txt':expansion=normal:fontsize=24"
  filters+=":fontcolor=white@0.92:x=(w-text_w)/2:y=238[base];"
  # progress bar: a full-width strip sliding in from the left, t/d of the width
  filters+="color=c=0xE8F4F4:s=${W}x4:r=$FPS[bar];"
  filters+="[base][bar]overlay=x='W*t/$d-w':y=H-h:shortest=1[v]"
  printf '%s' "$filters" >"$WORK/filter-$d.txt"

  for crf in 40 44 48 52 56; do
    "${FF[@]}" -loop 1 -framerate "$FPS" -t "$d" -i "$WORK/bg.png" \
      -f lavfi -t "$d" -i "anullsrc=r=48000:cl=mono" \
      -filter_complex_script "$WORK/filter-$d.txt" -map "[v]" -map 1:a -t "$d" \
      -c:v libvpx-vp9 -b:v 0 -crf "$crf" -deadline good -cpu-used 1 -row-mt 1 -g "$GOP" \
      -pix_fmt yuv420p -r "$FPS" -s "${W}x${H}" \
      -c:a libopus -b:a 2k -frame_duration 120 -ac 1 -ar 48000 \
      -metadata title="Lección de demostración ($(clock_text "$d")) — Liceo Campus (demo)" \
      -metadata:s:a:0 language=spa -fflags +bitexact \
      "$webm"
    (($(fsize "$webm") <= MAX_LESSON_BYTES)) && break
  done
  (($(fsize "$webm") <= MAX_LESSON_BYTES)) || die "$webm is larger than $MAX_LESSON_BYTES bytes"

  # verification: exact length, VP9 video + Opus audio, decodes without errors
  dur="$(media_duration "$webm")"
  awk -v a="$dur" -v b="$d" -v m="$MAX_DRIFT" 'BEGIN { x = a - b; if (x < 0) x = -x; exit !(x <= m) }' ||
    die "$webm lasts ${dur}s, expected ${d}s (±${MAX_DRIFT}s)"
  codec="$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name -of default=nw=1:nk=1 "$webm")"
  [[ "$codec" == vp9 ]] || die "$webm video codec is '$codec', expected vp9"
  codec="$(ffprobe -v error -select_streams a:0 -show_entries stream=codec_name -of default=nw=1:nk=1 "$webm")"
  [[ "$codec" == opus ]] || die "$webm audio codec is '$codec', expected opus"
  if [[ -n "$(ffmpeg -hide_banner -nostdin -v error -i "$webm" -f null - 2>&1)" ]]; then
    die "$webm does not decode cleanly"
  fi
  log "lesson-$d.webm: ${dur}s, crf $crf, $(fsize "$webm") bytes"
}

make_poster() {
  log "lesson.jpg"
  "${FF[@]}" -i "$WORK/bg.png" -vf "format=rgb24,$STATIC_FILTERS" -frames:v 1 -update 1 "$WORK/poster.png"
  png_to_jpeg "$WORK/poster.png" "$OUT/lesson.jpg" "$MAX_POSTER_BYTES"
}

# --- run ---------------------------------------------------------------------

make_background "${BG_COLORS[0]}" "${BG_COLORS[1]}" "$WORK/bg.png"
make_poster
for d in "${DURATION_LIST[@]}"; do make_lesson "$d"; done

# files left over from durations that are no longer in the seed data
if ((FROM_SEED)); then
  for f in "$OUT"/lesson-*.webm "$OUT"/lesson-*.es.vtt; do
    [[ -e "$f" ]] || continue
    s="${f##*/lesson-}"; s="${s%%.*}"
    [[ " ${DURATION_LIST[*]} " == *" $s "* ]] || log "warning: stale file $f (no seed item lasts ${s}s); delete it by hand"
  done
fi

total="$(du -sb "$OUT" | awk '{ print $1 }')"
((total < MAX_TOTAL_BYTES)) || die "$OUT holds $total bytes (must stay below $MAX_TOTAL_BYTES)"

log "done: $OUT"
du -ab "$OUT" | sort -k2 >&2
log "total: $total bytes"
