import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './class-names';

/**
 * A state of the page with its way forward, in place of what cannot be shown yet: no plan, no
 * pharmacy, nothing watched. The title names the section for screen readers.
 */
export function Notice({
	title,
	children,
	action,
	className,
}: {
	title: string;
	children: ReactNode;
	/** The way forward: a link to the plans, back to the dashboard. */
	action?: ReactNode;
	className?: string | undefined;
}) {
	const id = useId();
	return (
		<section className={cx('ui-notice', className)} aria-labelledby={id}>
			<h2 id={id} className="ui-notice__title">
				{title}
			</h2>
			{children}
			{action}
		</section>
	);
}

/**
 * A load that failed, announced at once: what failed, with the server's message, and one action
 * (try again, or go back).
 */
export function ErrorNotice({ children, action }: { children: ReactNode; action: ReactNode }) {
	return (
		<div className="ui-notice ui-notice--error" role="alert">
			<p>{children}</p>
			{action}
		</div>
	);
}

/** {@link ErrorNotice} whose action is trying the load again. */
export function RetryNotice({
	children,
	retryLabel,
	onRetry,
}: {
	children: ReactNode;
	retryLabel: string;
	onRetry: () => void;
}) {
	return (
		<ErrorNotice
			action={
				<Button variant="secondary" onClick={onRetry}>
					{retryLabel}
				</Button>
			}
		>
			{children}
		</ErrorNotice>
	);
}
