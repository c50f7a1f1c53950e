/**
 * The open-loop half of `npm run bench`, run by scripts/bench.ts in a worker thread (see there).
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface Call {
	label: string;
	method: 'GET' | 'POST';
	path: string;
	body?: unknown;
	/**
	 * Simulated viewers of the course player (issue #6): each request is the next viewer's
	 * heartbeat, carrying its token and the next 10 s of its video (`saveProgress`), instead of
	 * `body`.
	 */
	viewers?: Viewer[];
}

export interface Viewer {
	token: string;
	iid: number;
	duration: number;
}

/** Seconds of video each simulated heartbeat reports, as the player's 10 s batches do. */
const HEARTBEAT_SECONDS = 10;

export interface LatencyResult {
	label: string;
	sent: number;
	p50: number;
	p90: number;
	p99: number;
	max: number;
	failed: number;
}

export interface OpenLoopInput {
	port: number;
	call: Call;
	rate: number;
	seconds: number;
	clientKey: string;
}

/**
 * Open-loop load: one request every 1/rate seconds whatever the answers do, latency counted from
 * the moment each request was due (so a slow answer cannot hide the requests queued behind it).
 * autocannon's `overallRate` instead fires every connection's share at the same instant, in
 * bursts of `connections` requests, which measures its own burst pattern more than the server.
 */
export async function openLoop({
	port,
	call,
	rate,
	seconds,
	clientKey,
}: OpenLoopInput): Promise<LatencyResult> {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
	const fixedBody = call.body === undefined ? undefined : JSON.stringify(call.body);
	const positions = new Map<number, number>();
	const latencies: number[] = [];
	let failed = 0;
	/** The request's body and extra headers: the same each time, or the next viewer's heartbeat. */
	const nextRequest = (
		index: number,
	): { body: string | undefined; headers: Record<string, string> } => {
		const viewer = call.viewers?.[index % call.viewers.length];
		if (!viewer) return { body: fixedBody, headers: {} };
		const viewerIndex = index % (call.viewers?.length ?? 1);
		const from = positions.get(viewerIndex) ?? 0;
		const to = Math.min(viewer.duration, from + HEARTBEAT_SECONDS);
		positions.set(viewerIndex, to >= viewer.duration ? 0 : to);
		return {
			body: JSON.stringify({ iid: viewer.iid, pos: to, rng: [[from, to]], ts: Date.now() }),
			headers: { authorization: `Bearer ${viewer.token}` },
		};
	};
	const send = (index: number) =>
		new Promise<void>((resolve) => {
			const { body, headers } = nextRequest(index);
			const request = http.request(
				{
					host: '127.0.0.1',
					port,
					path: call.path,
					method: call.method,
					agent,
					headers: { pcek: clientKey, 'content-type': 'application/json', ...headers },
				},
				(response) => {
					response.resume();
					response.on('end', () => {
						if (response.statusCode !== 200) failed++;
						resolve();
					});
				},
			);
			request.on('error', () => {
				failed++;
				resolve();
			});
			request.end(body);
		});
	const total = rate * seconds;
	const started = performance.now();
	const pending: Promise<void>[] = [];
	for (let i = 0; i < total; i++) {
		const due = started + (i * 1000) / rate;
		const wait = due - performance.now();
		if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
		pending.push(send(i).then(() => void latencies.push(performance.now() - due)));
	}
	await Promise.all(pending);
	agent.destroy();
	latencies.sort((a, b) => a - b);
	const at = (q: number) =>
		round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
	return {
		label: call.label,
		sent: total,
		p50: at(0.5),
		p90: at(0.9),
		p99: at(0.99),
		max: round(latencies.at(-1) ?? NaN),
		failed,
	};
}

const round = (value: number) => Math.round(value * 10) / 10;

if (parentPort) parentPort.postMessage(await openLoop(workerData as OpenLoopInput));
