/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../../shared/components/admin-page';
import { LibrariesTab } from './libraries-tab';
import { SharingTab } from './sharing-tab';
import '../style.scss';

export type PatternLibraryTab = 'libraries' | 'sharing';

/**
 * GBlocks Pro > Pattern Library: "Libraries" (the libraries this site reads patterns from) and
 * "Sharing" (what it shares with other sites).
 *
 * @param props            Component props.
 * @param props.initialTab Tab shown first.
 */
export function PatternLibraryApp( {
	initialTab = 'libraries',
}: {
	initialTab?: PatternLibraryTab;
} ) {
	return (
		<AdminPage title={ __( 'Pattern Library', 'gblocks-pro' ) }>
			<TabPanel
				className="gblocks-pro-pattern-library"
				initialTabName={ initialTab }
				tabs={ [
					{
						name: 'libraries',
						title: __( 'Libraries', 'gblocks-pro' ),
					},
					{
						name: 'sharing',
						title: __( 'Sharing', 'gblocks-pro' ),
					},
				] }
			>
				{ ( tab ) =>
					tab.name === 'sharing' ? <SharingTab /> : <LibrariesTab />
				}
			</TabPanel>
		</AdminPage>
	);
}
