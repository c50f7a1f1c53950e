/** The URL of another database on the same PostgreSQL server as `baseUrl`. */
export function postgresUrlFor(baseUrl: string, database: string): string {
	const url = new URL(baseUrl);
	url.pathname = `/${database}`;
	return url.toString();
}
