"""Subsets Source Sans 3 for the PDF report and renames it (OFL: a modified version must not use the Reserved Font Name).
Also writes coverage.json: the code points every style draws, as [first, last] ranges, which the report
reads to leave out a name or an answer it could not print (model.ts: drawableInReport)."""
import json
import sys
from fontTools import subset
from fontTools.ttLib import TTFont

# Latin (with Extended-A, -B and Additional: Polish, Turkish, Romanian, Vietnamese… names), Greek and Cyrillic,
# so that every name or answer the report quotes in these scripts is printed (model.ts: inReportScripts).
UNICODES = "U+0020-007E,U+00A0-00FF,U+0100-024F,U+02B0-02FF,U+0300-036F,U+0370-03FF,U+0400-04FF,U+1E00-1EFF,U+2010-2027,U+202F,U+2030-203A,U+20AC,U+2122,U+2190-2193,U+2248,U+2610,U+2713-2714,U+25CF"
STYLES = {"Regular": ("Regular", 400), "It": ("Italic", 400), "Semibold": ("SemiBold", 600), "Bold": ("Bold", 700)}
FAMILY = "Rapport Sans"

src_dir, out_dir = sys.argv[1], sys.argv[2]
drawn = None
for style, (style_name, weight) in STYLES.items():
    font = TTFont(f"{src_dir}/SourceSans3-{style}.ttf")
    options = subset.Options()
    options.layout_features = ["kern"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 14]
    options.name_languages = [0x0409]
    options.hinting = False
    options.drop_tables += ["DSIG", "STAT"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(UNICODES))
    subsetter.subset(font)
    name = font["name"]
    postscript = f"RapportSans-{style_name}"
    full = f"{FAMILY} {style_name}"
    for record in list(name.names):
        if record.nameID in (1, 2, 3, 4, 6):
            name.removeNames(nameID=record.nameID)
    family_for_id1 = FAMILY if style_name in ("Regular", "Italic", "Bold") else f"{FAMILY} {style_name}"
    subfamily = style_name if style_name in ("Regular", "Italic", "Bold") else "Regular"
    for name_id, value in ((1, family_for_id1), (2, subfamily), (3, f"{postscript};derived-from-SourceSans3"), (4, full), (6, postscript)):
        name.setName(value, name_id, 3, 1, 0x409)
    font.save(f"{out_dir}/RapportSans-{style_name}.ttf")
    cmap = set(font.getBestCmap())
    drawn = cmap if drawn is None else drawn & cmap
    print(postscript)

ranges = []
for code in sorted(drawn):
    if ranges and ranges[-1][1] == code - 1:
        ranges[-1][1] = code
    else:
        ranges.append([code, code])
with open(f"{out_dir}/coverage.json", "w") as out:
    json.dump(ranges, out, separators=(",", ":"))
    out.write("\n")
