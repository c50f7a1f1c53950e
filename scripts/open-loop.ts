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
}

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
	const body = call.body === undefined ? undefined : JSON.stringify(call.body);
	const latencies: number[] = [];
	let failed = 0;
	const send = () =>
		new Promise<void>((resolve) => {
			const request = http.request(
				{
					host: '127.0.0.1',
					port,
					path: call.path,
					method: call.method,
					agent,
					headers: { pcek: clientKey, 'content-type': 'application/json' },
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
		pending.push(send().then(() => void latencies.push(performance.now() - due)));
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
