/**
 * WordPress dependencies
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * A titled card of the Pattern Library screen: each section of a tab is one.
 *
 * @param props          Component props.
 * @param props.title    The section's heading (an h2).
 * @param props.children The section's content.
 */
export function SectionCard( {
	title,
	children,
}: {
	title: string;
	children: ReactNode;
} ) {
	return (
		<Card className="gblocks-pro-pattern-library__card">
			<CardHeader>
				<h2 className="gblocks-pro-pattern-library__heading">
					{ title }
				</h2>
			</CardHeader>
			<CardBody>{ children }</CardBody>
		</Card>
	);
}
