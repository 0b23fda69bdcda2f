/**
 * Runs one job of a workflow as GitHub runs it: its steps in order in a workspace of its own, each
 * `run:` as `bash -e` with GitHub's variables, files and expressions, each `uses:` through its
 * stand-in (standins.ts), the job's outputs evaluated at the end.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { type Context, runs, substitute, type Value } from './expressions.ts';

type Step = {
  name?: string;
  id?: string;
  if?: string | boolean;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  'working-directory'?: string;
};
export type Job = {
  name?: string;
  needs?: string | string[];
  if?: string | boolean;
  'runs-on'?: string;
  container?: string | { image: string };
  'timeout-minutes'?: number;
  env?: Record<string, unknown>;
  outputs?: Record<string, string>;
  steps?: Step[];
  permissions?: Record<string, string>;
};
export type Workflow = { name?: string; env?: Record<string, unknown>; jobs: Record<string, Job> };

/** What a stand-in for a `uses:` step is handed, and may change. */
type StepRun = {
  step: Step;
  with: Record<string, string>;
  workspace: string;
  env: NodeJS.ProcessEnv;
  /** Folders to put before PATH for the rest of the job, as GITHUB_PATH does. */
  addPath: (dir: string) => void;
  log: (line: string) => void;
};
export type StandIn = (run: StepRun) => Promise<Record<string, string>>;

export type JobResult = {
  result: 'success' | 'failure';
  outputs: Record<string, string>;
  seconds: number;
  /** What the steps wrote to GITHUB_STEP_SUMMARY, for the run's page. */
  summary: string;
  /** The step that failed and the last lines it printed. */
  failed?: { step: string; tail: string };
};

/** GITHUB_OUTPUT's two forms: `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const body: string[] = [];
      for (index += 1; index < lines.length && lines[index] !== delimiter; index += 1) body.push(lines[index] ?? '');
      outputs[name] = body.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

const stringsOf = (record: Record<string, unknown> | undefined, context: Context): Record<string, string> =>
  Object.fromEntries(Object.entries(record ?? {}).map(([key, value]) => [key, substitute(String(value), context)]));

/** A process's end: its exit status, with its output appended to `logFile`. */
function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; timeoutMs: number },
) {
  return new Promise<number>((done) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const write = (chunk: Buffer) => appendFileSync(options.logFile, chunk);
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    const timer = setTimeout(() => {
      appendFileSync(options.logFile, `\nThe job's timeout-minutes passed: cancelled.\n`);
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      done(code ?? 1);
    });
  });
}

export type JobSettings = {
  id: string;
  job: Job;
  workflow: Workflow;
  /** The `github`, `needs`, `secrets`, `vars`, `inputs` contexts. */
  context: Context;
  /** GitHub's default variables for this run (GITHUB_SHA, GITHUB_REPOSITORY…). */
  variables: NodeJS.ProcessEnv;
  /** The container's program folder, the PATH a step starts with. */
  path: string;
  dir: string;
  standIns: Record<string, StandIn>;
  log: (line: string) => void;
};

/** Runs the job's steps in order; a failed step skips the rest, as GitHub does without `if:`. */
export async function runJob(settings: JobSettings): Promise<JobResult> {
  const { job, workflow, dir } = settings;
  const started = performance.now();
  const workspace = join(dir, 'workspace');
  const runnerTemp = join(dir, 'temp');
  mkdirSync(workspace, { recursive: true });
  mkdirSync(runnerTemp, { recursive: true });
  const logFile = join(dir, 'log.txt');
  writeFileSync(logFile, '');
  const paths: string[] = [];
  const stepOutputs: Record<string, Value> = {};
  const context = (): Context => ({ ...settings.context, steps: stepOutputs, env: jobEnv() as Record<string, Value> });
  const baseEnv: NodeJS.ProcessEnv = {
    ...settings.variables,
    HOME: settings.variables.HOME,
    GITHUB_WORKSPACE: workspace,
    GITHUB_JOB: settings.id,
    RUNNER_TEMP: runnerTemp,
  };
  const jobEnv = (): NodeJS.ProcessEnv => ({
    ...stringsOf(workflow.env, settings.context),
    ...stringsOf(job.env, settings.context),
  });
  const timeoutMs = (job['timeout-minutes'] ?? 360) * 60_000;
  let failed: JobResult['failed'];
  let summary = '';

  const steps = job.steps ?? [];
  for (const [index, step] of steps.entries()) {
    const name = step.name ?? step.uses ?? step.run?.split('\n')[0] ?? `step ${index + 1}`;
    const status = { success: !failed, failure: Boolean(failed), cancelled: false };
    if (!runs(step.if, context(), status)) continue;
    const outputFile = join(runnerTemp, `output-${index}`);
    const summaryFile = join(runnerTemp, `summary-${index}`);
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    const env: NodeJS.ProcessEnv = {
      ...baseEnv,
      ...jobEnv(),
      ...stringsOf(step.env, context()),
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_ENV: join(runnerTemp, 'env'),
      GITHUB_PATH: join(runnerTemp, 'path'),
      PATH: [...paths, settings.path].join(':'),
    };
    appendFileSync(logFile, `\n## ${name}\n`);
    settings.log(`  ${name}`);
    let outputs: Record<string, string> = {};
    if (step.uses) {
      const action = step.uses.replace(/@.*$/, '');
      const standIn = settings.standIns[action];
      if (!standIn) throw new Error(`${settings.id}: the rehearsal has no stand-in for ${step.uses}`);
      try {
        outputs = await standIn({
          step,
          with: stringsOf(step.with, context()),
          workspace,
          env,
          addPath: (folder) => paths.unshift(folder),
          log: (line) => appendFileSync(logFile, `${line}\n`),
        });
      } catch (error) {
        appendFileSync(logFile, `${error instanceof Error ? error.message : String(error)}\n`);
        failed = { step: name, tail: tail(logFile) };
      }
    } else if (step.run) {
      const script = join(runnerTemp, `step-${index}.sh`);
      writeFileSync(script, substitute(step.run, context()));
      const cwd = step['working-directory'] ? join(workspace, step['working-directory']) : workspace;
      const code = await runProcess('bash', ['-e', script], { cwd, env, logFile, timeoutMs });
      if (code !== 0) failed = { step: name, tail: tail(logFile) };
      else outputs = parseOutputFile(readFileSync(outputFile, 'utf8'));
    }
    summary += readFileSync(summaryFile, 'utf8');
    if (step.id) stepOutputs[step.id] = { outputs, outcome: failed ? 'failure' : 'success' };
  }

  const outputs = failed ? {} : stringsOf(job.outputs, context());
  const seconds = (performance.now() - started) / 1000;
  return { result: failed ? 'failure' : 'success', outputs, seconds, summary, ...(failed ? { failed } : {}) };
}

/** A log's last lines, without colour codes: where a failed step says why. */
function tail(file: string, lines = 25): string {
  return stripVTControlCharacters(readFileSync(file, 'utf8')).trimEnd().split('\n').slice(-lines).join('\n');
}
