/**
 * WordPress dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import './style.scss';

export interface AdminPageProps {
	title: string;
	actions?: ReactNode;
	children?: ReactNode;
}

/**
 * The frame of every admin screen: the page heading, optional header actions, then the content.
 *
 * @param props          Component props.
 * @param props.title    Page heading.
 * @param props.actions  Buttons shown beside the heading.
 * @param props.children Screen content.
 */
export function AdminPage( { title, actions, children }: AdminPageProps ) {
	return (
		<div className="gblocks-pro-admin-page">
			<div className="gblocks-pro-admin-page__header">
				<h1 className="wp-heading-inline">{ title }</h1>
				{ actions && (
					<div className="gblocks-pro-admin-page__actions">
						{ actions }
					</div>
				) }
			</div>
			<div className="gblocks-pro-admin-page__content">{ children }</div>
		</div>
	);
}
