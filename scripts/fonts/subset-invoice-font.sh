#!/usr/bin/env bash
# Rebuilds apps/api/assets/fonts/NotoSansSC-GB2312.otf, the font e-invoice PDFs embed.
# Why a subset: the whole Noto Sans CJK SC face is 16 MB; GB2312 (6,763 hanzi, the set of
# names, titles and addresses an invoice carries) plus ASCII and full-width punctuation is 1.5 MB,
# and the PDF then embeds only the glyphs it uses (a few KB). Not run by CI: the result is committed.
# Needs Debian's fonts-noto-cjk and python3-fonttools (apt-get install fonts-noto-cjk python3-fonttools).
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
/usr/bin/python3 - "$work" <<'PY'
import sys
from fontTools.ttLib import TTCollection
work = sys.argv[1]
chars = [chr(c) for c in range(0x20, 0x7F)] + ['¥', '￥', '·', '×', '—', '…', '‰']
for hi in range(0xA1, 0xF8):
    for lo in range(0xA1, 0xFF):
        try:
            chars.append(bytes([hi, lo]).decode('gb2312'))
        except UnicodeDecodeError:
            pass
open(f'{work}/chars.txt', 'w', encoding='utf-8').write(''.join(chars))
for face in TTCollection('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc').fonts:
    if face['name'].getDebugName(6) == 'NotoSansCJKsc-Regular':
        face.save(f'{work}/sc.otf')
PY
/usr/bin/python3 -m fontTools.subset "$work/sc.otf" --text-file="$work/chars.txt" \
  --output-file=apps/api/assets/fonts/NotoSansSC-GB2312.otf \
  --layout-features='' --no-hinting --desubroutinize
rm -rf "$work"
