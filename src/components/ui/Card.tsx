import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';

type HeadingLevel = 2 | 3 | 4;

export type CardProps = Omit<ComponentPropsWithRef<'article'>, 'title'> & {
	title: ReactNode;
	/** Match the page outline: h2 for cards directly under the page title, h3 under a section. */
	headingLevel?: HeadingLevel | undefined;
	/** Image or illustration shown on top; give <img> an empty alt when the title says it all. */
	media?: ReactNode;
	/** Small line above the title (category, duration). */
	eyebrow?: ReactNode;
	footer?: ReactNode;
	/**
	 * Makes the whole card clickable through the title link alone: one tab stop, and the link's
	 * name is the title, not the whole card read out. Do not put other links or buttons in the
	 * card then; they would sit under the stretched link.
	 */
	href?: string | undefined;
};

/**
 * Content card (course, plan, article). In .astro files pass `media` and `footer` as named slots
 * (`<img slot="media" …/>`): Astro hands named slots to React components as props.
 */
export function Card({
	title,
	headingLevel = 3,
	media,
	eyebrow,
	footer,
	href,
	children,
	className,
	...rest
}: CardProps) {
	const Heading = `h${headingLevel}` as const;

	return (
		<article {...rest} className={cx('ui-card', href && 'ui-card--link', className)}>
			{media ? <div className="ui-card__media">{media}</div> : null}
			<div className="ui-card__content">
				{eyebrow ? <p className="ui-card__eyebrow">{eyebrow}</p> : null}
				<Heading className="ui-card__title">
					{href ? (
						<a className="ui-card__link" href={href}>
							{title}
						</a>
					) : (
						title
					)}
				</Heading>
				{children ? <div className="ui-card__body">{children}</div> : null}
			</div>
			{footer ? <div className="ui-card__footer">{footer}</div> : null}
		</article>
	);
}
