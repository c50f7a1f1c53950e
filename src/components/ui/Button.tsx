import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
	variant?: ButtonVariant | undefined;
	/** Every size keeps the 44px minimum touch target; sizes change padding and type only. */
	size?: ButtonSize | undefined;
	/** Stretch to the container width (mobile forms, stacked calls to action). */
	fullWidth?: boolean | undefined;
	/** Decorative icon before the label; mark it aria-hidden yourself if it is an <svg>. */
	iconStart?: ReactNode;
	iconEnd?: ReactNode;
	children: ReactNode;
	className?: string | undefined;
}

type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps>;
type NativeLinkProps = Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps>;

export type ButtonAsButtonProps = ButtonOwnProps &
	NativeButtonProps & {
		href?: undefined;
		/** Shows a spinner, sets aria-busy and ignores clicks while an action runs. */
		loading?: boolean | undefined;
		/** Label while loading (e.g. "Enviando…"); the normal label stays when omitted. */
		loadingText?: string | undefined;
	};

export type ButtonAsLinkProps = ButtonOwnProps & NativeLinkProps & { href: string };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function isLink(props: ButtonProps): props is ButtonAsLinkProps {
	return typeof props.href === 'string';
}

interface ClassOptions {
	variant: ButtonVariant | undefined;
	size: ButtonSize | undefined;
	fullWidth: boolean | undefined;
	className: string | undefined;
}

function classes({ variant = 'primary', size = 'md', fullWidth, className }: ClassOptions) {
	return cx(
		'ui-button',
		`ui-button--${variant}`,
		`ui-button--${size}`,
		fullWidth && 'ui-button--full',
		className,
	);
}

/**
 * The one button of the product. With `href` it renders a real link (navigation belongs to <a>,
 * so middle-click and "open in new tab" keep working); otherwise a <button> that defaults to
 * type="button" so it never submits a form by accident. React 19 passes `ref` as a normal prop.
 */
export function Button(props: ButtonProps) {
	if (isLink(props)) {
		const { variant, size, fullWidth, iconStart, iconEnd, children, className, ...rest } = props;
		return (
			<a {...rest} className={classes({ variant, size, fullWidth, className })}>
				{iconStart}
				<span className="ui-button__label">{children}</span>
				{iconEnd}
			</a>
		);
	}

	const {
		variant,
		size,
		fullWidth,
		iconStart,
		iconEnd,
		children,
		className,
		loading = false,
		loadingText,
		type = 'button',
		onClick,
		...rest
	} = props;

	// While loading the button stays focusable (aria-disabled, not disabled): a disabled button
	// drops keyboard focus to <body> and screen-reader users lose their place in the form.
	const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
		if (loading) {
			// Also stops the implicit submit that pressing Enter in a field triggers via this button.
			event.preventDefault();
			return;
		}
		onClick?.(event);
	};

	return (
		<button
			{...rest}
			type={type}
			className={cx(
				classes({ variant, size, fullWidth, className }),
				loading && 'ui-button--loading',
			)}
			onClick={handleClick}
			aria-busy={loading || undefined}
			aria-disabled={loading || rest['aria-disabled'] || undefined}
		>
			{loading ? <span className="ui-button__spinner" aria-hidden="true" /> : iconStart}
			<span className="ui-button__label">{loading && loadingText ? loadingText : children}</span>
			{loading ? null : iconEnd}
		</button>
	);
}
