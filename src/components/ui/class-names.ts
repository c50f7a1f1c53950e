/**
 * Joins the truthy class names, so optional modifiers read as `cx('ui-x', isOn && 'ui-x--on')`.
 *
 * @example cx('ui-button', 'ui-button--primary', false, undefined) // 'ui-button ui-button--primary'
 */
export function cx(...names: Array<string | false | null | undefined>): string {
	return names.filter(Boolean).join(' ');
}
