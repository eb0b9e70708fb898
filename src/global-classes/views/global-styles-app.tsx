/**
 * GBlocks Pro > Global Styles: the global classes in output order (drag, or Move up / Move down from
 * the keyboard), create, edit and rename, publish/draft, delete with confirmation, usage and CSS.
 * The state is hooks/use-global-styles-screen; the parts are ./class-table, ./class-row and
 * ./class-dialogs.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../shared/components/admin-page';
import { CreateForm } from '../components/create-form';
import { useGlobalStylesScreen } from '../hooks/use-global-styles-screen';
import { ClassDialogs } from './class-dialogs';
import { ClassList } from './class-table';
import '../style.scss';

export function GlobalStylesApp() {
	const screen = useGlobalStylesScreen();
	return (
		<AdminPage title={ __( 'Global Styles', 'gblocks-pro' ) }>
			<CreateForm
				existingNames={ screen.names }
				isBusy={ screen.create.isPending }
				onCreate={ screen.onCreate }
			/>
			<ClassList screen={ screen } />
			<ClassDialogs screen={ screen } />
		</AdminPage>
	);
}
