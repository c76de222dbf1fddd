// Makes every installer icon from resources/icon.svg into build/icons/ (generated, not committed):
// PNGs at each size (resvg renders each size from the vector, so small sizes stay crisp), the
// Windows .ico and the macOS .icns (png2icons packs them from the 1024 px render).
// Skips the work when the icons are newer than the SVG. Used by packaging and its dry run.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import png2icons from 'png2icons';

const root = fileURLToPath(new URL('../..', import.meta.url));
const svgPath = join(root, 'resources', 'icon.svg');
export const ICONS_DIR = join(root, 'build', 'icons');
/** Linux wants a folder of NxN.png; 1024 also feeds the .icns and .ico. */
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

export function iconsUpToDate() {
  const svg = mtime(svgPath);
  const made = [join(ICONS_DIR, 'icon.ico'), join(ICONS_DIR, 'icon.icns'), ...PNG_SIZES.map(pngPath)];
  return made.every((f) => mtime(f) >= svg && mtime(f) > 0);
}

function pngPath(size) {
  return join(ICONS_DIR, 'png', `${size}x${size}.png`);
}

export function makeIcons() {
  const svg = readFileSync(svgPath);
  mkdirSync(join(ICONS_DIR, 'png'), { recursive: true });
  let largest = null;
  for (const size of PNG_SIZES) {
    const png = new Resvg(svg, {
      fitTo: { mode: 'width', value: size },
      font: { loadSystemFonts: false },
      background: 'rgba(0,0,0,0)',
    })
      .render()
      .asPng();
    writeFileSync(pngPath(size), png);
    largest = png;
  }
  writeFileSync(join(ICONS_DIR, 'icon.png'), largest);
  const icns = png2icons.createICNS(largest, png2icons.BICUBIC2, 0);
  // PNG-compressed entries, with the BMP-style sizes Windows Explorer expects for executables.
  const ico = png2icons.createICO(largest, png2icons.BICUBIC2, 0, false, true);
  if (!icns || !ico) throw new Error('png2icons could not make the .icns/.ico from the 1024 px icon');
  writeFileSync(join(ICONS_DIR, 'icon.icns'), icns);
  writeFileSync(join(ICONS_DIR, 'icon.ico'), ico);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (iconsUpToDate() && !process.argv.includes('--force')) {
    console.log('Icons are up to date in build/icons/');
  } else {
    makeIcons();
    console.log(`Made build/icons/: icon.ico, icon.icns and PNGs at ${PNG_SIZES.join(', ')} px`);
  }
}
