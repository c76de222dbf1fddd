// A stand-in Electron distribution for the packaging dry run, on machines where the real one cannot
// be downloaded: the layout electron-builder copies (executable, version, licences, locales,
// resources) and an executable that carries Electron's fuse wire exactly as @electron/fuses looks
// for it — the sentinel, the wire version, its length and one byte per fuse — so the packaging run
// flips the same fuses it flips in a real binary, and the test can read them back.
// For Windows the executable is a real (empty) PE file with a version resource, made with resedit,
// so electron-builder can stamp the icon, the version strings and the asar integrity into it. For
// macOS it is an Electron.app skeleton: Info.plists for the app and its helpers, and the fuse wire
// in the Electron Framework binary, where @electron/fuses looks for it in an app bundle.
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NtExecutable, NtExecutableResource, Resource } from 'resedit';

/** @electron/fuses' marker (dist/constants.js): the fuse wire starts right after it. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const ENABLE = 0x31; // '1'
const DISABLE = 0x30; // '0'
/** Electron's shipped defaults, in FuseV1Options order (RunAsNode … GrantFileProtocolExtraPrivileges). */
export const DEFAULT_WIRE = [ENABLE, DISABLE, ENABLE, ENABLE, DISABLE, DISABLE, DISABLE, ENABLE];
const WIRE = Buffer.from([...Buffer.from(FUSE_SENTINEL), 1, DEFAULT_WIRE.length, ...DEFAULT_WIRE]);

function linuxExecutable() {
  const script = Buffer.from(
    '#!/bin/sh\necho "This is a stand-in Electron used to check packaging; it cannot run Mob Night." >&2\nexit 1\n# ',
  );
  return Buffer.concat([script, WIRE, Buffer.from('\n')]);
}

function windowsExecutable(version) {
  const exe = NtExecutable.createEmpty(false, false);
  const resources = NtExecutableResource.from(exe);
  const info = Resource.VersionInfo.createEmpty();
  const lang = { lang: 1033, codepage: 1200 };
  info.lang = lang.lang;
  info.setStringValues(lang, { ProductName: 'Electron', FileDescription: 'Stand-in Electron' });
  const [major, minor, patch] = version.split('.').map(Number);
  info.setFileVersion(major, minor, patch, 0, lang.lang);
  info.outputToResourceEntries(resources.entries);
  resources.outputResource(exe);
  exe.setExtraData(WIRE); // kept after the sections when electron-builder rewrites the file
  return Buffer.from(exe.generate());
}

function plist(entries) {
  const body = Object.entries(entries)
    .map(([key, value]) => `<key>${key}</key><string>${value}</string>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>${body}</dict></plist>\n`;
}

function macApp(dir, version) {
  const contents = join(dir, 'Electron.app', 'Contents');
  mkdirSync(join(contents, 'MacOS'), { recursive: true });
  mkdirSync(join(contents, 'Resources'), { recursive: true });
  mkdirSync(join(contents, 'Frameworks', 'Electron Framework.framework'), { recursive: true });
  writeFileSync(
    join(contents, 'Info.plist'),
    plist({
      CFBundleExecutable: 'Electron',
      CFBundleIdentifier: 'com.github.Electron',
      CFBundleName: 'Electron',
      CFBundleDisplayName: 'Electron',
      CFBundleIconFile: 'electron.icns',
      CFBundlePackageType: 'APPL',
      CFBundleVersion: version,
    }),
  );
  writeFileSync(join(contents, 'MacOS', 'Electron'), 'stand-in\n');
  writeFileSync(join(contents, 'Resources', 'electron.icns'), '');
  writeFileSync(join(contents, 'Frameworks', 'Electron Framework.framework', 'Electron Framework'), WIRE);
  for (const suffix of ['', ' (Renderer)', ' (GPU)', ' (Plugin)']) {
    const helper = join(contents, 'Frameworks', `Electron Helper${suffix}.app`, 'Contents');
    mkdirSync(join(helper, 'MacOS'), { recursive: true });
    writeFileSync(join(helper, 'MacOS', `Electron Helper${suffix}`), 'stand-in\n');
    writeFileSync(
      join(helper, 'Info.plist'),
      plist({
        CFBundleExecutable: `Electron Helper${suffix}`,
        CFBundleIdentifier: 'com.github.Electron.helper',
        CFBundleName: `Electron Helper${suffix}`,
      }),
    );
  }
}

/** Writes the stand-in for `platform` ('linux', 'win' or 'mac') into `dir` (emptied first); returns the directory. */
export function makeStandInElectron(dir, version, platform = 'linux') {
  rmSync(dir, { recursive: true, force: true });
  if (platform === 'mac') {
    macApp(dir, version);
    writeFileSync(join(dir, 'version'), version);
    return dir;
  }
  mkdirSync(join(dir, 'locales'), { recursive: true });
  mkdirSync(join(dir, 'resources'), { recursive: true });
  if (platform === 'win') {
    writeFileSync(join(dir, 'electron.exe'), windowsExecutable(version));
  } else {
    writeFileSync(join(dir, 'electron'), linuxExecutable());
    chmodSync(join(dir, 'electron'), 0o755);
    writeFileSync(join(dir, 'chrome-sandbox'), '');
  }
  writeFileSync(join(dir, 'version'), version);
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in for the Electron licence.\n');
  writeFileSync(join(dir, 'LICENSES.chromium.html'), '<p>Stand-in for the Chromium licences.</p>\n');
  writeFileSync(join(dir, 'locales', 'en-US.pak'), '');
  writeFileSync(join(dir, 'resources.pak'), '');
  return dir;
}
