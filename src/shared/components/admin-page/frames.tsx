/**
 * How a dashboard view (a list, Manage Categories) is framed: as an admin page, or inside a full-screen
 * modal. The Conditions and Overlay Panels dashboards are both shown in the two places; their views take
 * a ViewFrame and never know which one they are in.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { AdminPage } from './index';

/** Frames a view: its title, its header actions and its content. */
export type ViewFrame = (
	title: string,
	actions: ReactNode,
	children: ReactNode
) => ReactNode;

/**
 * The admin page frame: the page's h1 and actions.
 *
 * @param title    The view's title.
 * @param actions  Header actions.
 * @param children Content.
 */
export const pageFrame: ViewFrame = ( title, actions, children ) => (
	<AdminPage title={ title } actions={ actions }>
		{ children }
	</AdminPage>
);

/**
 * The frame inside a full-screen modal whose own title is modalTitle: the view's heading is an h2 under
 * the modal's, kept for screen readers but not shown again when it repeats the modal's title (the list
 * view of a dashboard); other views (Manage Categories) show theirs.
 *
 * @param modalTitle The modal's title.
 */
export function modalFrame( modalTitle: string ): ViewFrame {
	const ModalViewFrame: ViewFrame = ( title, actions, children ) => (
		<div className="gblocks-pro-modal-view">
			<div className="gblocks-pro-admin-page__header">
				<h2
					className={
						title === modalTitle ? 'screen-reader-text' : undefined
					}
				>
					{ title }
				</h2>
				<div className="gblocks-pro-admin-page__actions">
					{ actions }
				</div>
			</div>
			{ children }
		</div>
	);
	return ModalViewFrame;
}
