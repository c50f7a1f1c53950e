/** The pieces a back-office page is made of (issue #20): its titled sections and their facts. */
import type { ReactNode } from 'react';

/** A part of a page (a person's, a thread's), a region named by its heading. */
export function Section({
	id,
	title,
	children,
}: {
	id: string;
	title: string;
	children: ReactNode;
}) {
	return (
		<section className="admin-section" aria-labelledby={id}>
			<h3 id={id} className="admin-section__title">
				{title}
			</h3>
			{children}
		</section>
	);
}

/** One fact of a `<dl className="admin-facts">`: its name and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="admin-facts__fact">
			<dt>{label}</dt>
			<dd>{children}</dd>
		</div>
	);
}
