/**
 * Text made safe inside HTML, as element content or a quoted attribute value (names and form
 * fields people typed, configuration values).
 *
 * @example
 * escapeHtml('Farmacia <Sol> & "Luna"'); // 'Farmacia &lt;Sol&gt; &amp; &quot;Luna&quot;'
 */
export function escapeHtml(text: string): string {
	return text
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#39;');
}
