/** `robots.txt`, built with the site's own address so the sitemap link is absolute (SITE_URL). */
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
	const sitemap = new URL('/sitemap-index.xml', site).href;
	const body = [
		'User-agent: *',
		'Disallow: /api/',
		'Disallow: /aula/',
		'Disallow: /dashboard',
		'Disallow: /mi-perfil',
		'Disallow: /compra/',
		'Disallow: /estudio/',
		'Disallow: /admin/',
		'Disallow: /prueba-gratis/',
		'',
		`Sitemap: ${sitemap}`,
		'',
	].join('\n');
	return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
