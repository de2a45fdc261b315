/**
 * Whether the checkout has its full git history: "last updated" dates come from each file's last commit, so they
 * are only right in a full clone. A shallow clone (CI's default checkout) knows one commit only and would date
 * every page to it; without git (or outside a repository) there is no date at all. Read by docusaurus.config.ts,
 * which then leaves the dates out, and by tests/built/edit-links.test.ts, which then does not check them.
 */
import {execFileSync} from 'node:child_process';

export function hasFullGitHistory(): boolean {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim() === 'false';
  } catch {
    return false;
  }
}
