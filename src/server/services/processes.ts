/**
 * Running a program of the machine (ffmpeg, ffprobe) from a job: `spawn` without a shell (the
 * arguments are never parsed by one), a time limit, killed when the job is aborted, and only the
 * last lines of its error output kept, to say why it failed.
 */
import { spawn } from 'node:child_process';

export interface ProcessResult {
	/** Exit code; null when it was killed. */
	code: number | null;
	stdout: string;
	/** The last lines of standard error. */
	stderrTail: string;
	/** Why it was killed, if it was. */
	killed: 'timeout' | 'aborted' | null;
}

/** Thrown when the program cannot be started at all (not installed, not executable). */
export class ProcessStartError extends Error {
	constructor(
		readonly command: string,
		cause: unknown,
	) {
		super(`could not start ${command}`, { cause });
		this.name = 'ProcessStartError';
	}
}

const STDERR_LINES = 20;
/** Standard output is kept whole (ffprobe's JSON); past this it is a fault, not data. */
const MAX_STDOUT = 4 * 1024 * 1024;

/**
 * Runs `command` with `args` until it exits, `timeoutMs` passes or `signal` aborts (then it is
 * killed with SIGKILL: ffmpeg holds no state worth a graceful stop).
 *
 * @example
 * const probe = await runProcess('ffprobe', ['-v', 'error', '-show_format', file], { timeoutMs: 30_000 });
 */
export function runProcess(
	command: string,
	args: readonly string[],
	options: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<ProcessResult> {
	return new Promise((resolve, reject) => {
		let child: ReturnType<typeof spawn>;
		try {
			child = spawn(command, args, { shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
		} catch (error) {
			reject(new ProcessStartError(command, error));
			return;
		}
		let stdout = '';
		let stderr = '';
		let killed: ProcessResult['killed'] = null;
		const kill = (why: 'timeout' | 'aborted') => {
			killed ??= why;
			child.kill('SIGKILL');
		};
		const timer = setTimeout(() => {
			kill('timeout');
		}, options.timeoutMs);
		const onAbort = () => {
			kill('aborted');
		};
		if (options.signal?.aborted) onAbort();
		options.signal?.addEventListener('abort', onAbort, { once: true });
		child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
			if (stdout.length < MAX_STDOUT) stdout += chunk;
		});
		child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
			// Only the end matters; keep the buffer bounded however much ffmpeg says.
			stderr = (stderr + chunk).slice(-16 * 1024);
		});
		const done = () => {
			clearTimeout(timer);
			options.signal?.removeEventListener('abort', onAbort);
		};
		child.on('error', (error) => {
			done();
			reject(new ProcessStartError(command, error));
		});
		child.on('close', (code) => {
			done();
			const stderrTail = stderr.trimEnd().split('\n').slice(-STDERR_LINES).join('\n');
			resolve({ code, stdout, stderrTail, killed });
		});
	});
}
