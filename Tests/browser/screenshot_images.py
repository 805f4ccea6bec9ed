"""Compare a screenshot with its reference, draw where they differ, and save references small (Pillow).

A pixel differs when one of its channels differs by more than CHANNEL_TOLERANCE; two pictures match
when they have the same size and at most PIXEL_TOLERANCE of their pixels differ, so that a glyph
drawn a shade lighter passes and a moved line, a new colour or a wrapped word does not.
"""

from PIL import Image, ImageChops

CHANNEL_TOLERANCE = 16
PIXEL_TOLERANCE = 0.001
# A reference is stored with a palette of 256 colours (a third of the bytes) when no channel moves
# by more than this, which leaves half of CHANNEL_TOLERANCE to the browser; else as it was taken.
PALETTE_TOLERANCE = 8


def differing_pixels(actual, expected):
    """A mask (mode "1") of the pixels of the area both pictures cover that differ beyond the tolerance."""
    width, height = min(actual.width, expected.width), min(actual.height, expected.height)
    delta = ImageChops.difference(_rgb(actual).crop((0, 0, width, height)), _rgb(expected).crop((0, 0, width, height)))
    largest = ImageChops.lighter(ImageChops.lighter(*delta.split()[:2]), delta.split()[2])
    return largest.point(lambda value: 255 if value > CHANNEL_TOLERANCE else 0).convert("1")


def mismatch(actual, expected):
    """Why `actual` does not match `expected`, in words, or None when it does; and the mask of differing pixels."""
    mask = differing_pixels(actual, expected)
    count = mask.histogram()[-1]
    problems = []
    if actual.size != expected.size:
        problems.append(f"size {actual.width}×{actual.height}, reference {expected.width}×{expected.height}")
    share = count / (mask.width * mask.height)
    if share > PIXEL_TOLERANCE:
        problems.append(f"{count:,} of {mask.width * mask.height:,} pixels ({share:.2%}) differ by more than "
                        f"{CHANNEL_TOLERANCE} in a channel (at most {PIXEL_TOLERANCE:.1%} may)")
    return ("; ".join(problems) or None), mask


def diff_image(actual, expected, mask):
    """The reference, faded to grey, with the differing pixels in red, and in pale red what only one of
    the two pictures covers when their sizes differ."""
    common = (0, 0, mask.width, mask.height)
    faded = Image.blend(_rgb(expected).crop(common).convert("L").convert("RGB"), Image.new("RGB", mask.size, "white"), 0.6)
    faded.paste(Image.new("RGB", mask.size, (230, 0, 0)), (0, 0), mask)
    canvas = Image.new("RGB", (max(actual.width, expected.width), max(actual.height, expected.height)), (255, 190, 190))
    canvas.paste(faded, (0, 0))
    return canvas


def save_small(image, path):
    """Save a PNG as small as Pillow makes it: with a palette when that changes no channel by more than
    PALETTE_TOLERANCE, else as RGB."""
    image = _rgb(image)
    palette = image.quantize(colors=256, method=Image.Quantize.MAXCOVERAGE, dither=Image.Dither.NONE)
    delta = ImageChops.difference(image, palette.convert("RGB"))
    close = max(high for _, high in delta.getextrema()) <= PALETTE_TOLERANCE
    (palette if close else image).save(path, optimize=True)


def _rgb(image):
    return image if image.mode == "RGB" else image.convert("RGB")
