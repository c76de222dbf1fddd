/** The unit tests' scratch directory (testing/scratch-dir.ts): made before any file runs, removed after all. */
import { scratchDir } from './testing/scratch-dir';

export default function setup(): () => void {
  return scratchDir('unit');
}
