/**
 * Netlify's clock for the job queue (issue #18, ADR 015): no process stays up on Netlify to work
 * the queue, so this scheduled function asks the site's API, every minute, to tick the campus's
 * clock and do the due jobs (`POST /api/jobs/run`, up to 20 s). It carries JOBS_RUN_SECRET, set in
 * the site's environment with the same value the API reads; `URL` is the site's address, which
 * Netlify sets.
 */
export default async function runJobs(): Promise<Response> {
	const site = process.env.URL;
	const secret = process.env.JOBS_RUN_SECRET;
	if (!site || !secret) {
		return new Response('URL and JOBS_RUN_SECRET must be set', { status: 500 });
	}
	const answer = await fetch(`${site}/api/jobs/run`, {
		method: 'POST',
		headers: { authorization: `Bearer ${secret}` },
	});
	return new Response(await answer.text(), {
		status: answer.status,
		headers: { 'content-type': 'application/json' },
	});
}

export const config = { schedule: '* * * * *' };
