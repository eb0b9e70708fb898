/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../shared/components/admin-page';
import { ConditionEditor } from '../components/condition-editor';
import { useCondition, useConditionCategories } from '../hooks/use-conditions';
import type { EditorSnapshot } from '../lib/dirty';
import { fromEditorTree, defaultTree, toEditorTree } from '../lib/tree';
import type { Condition, ConditionCategory } from '../types';

export interface EditorViewProps {
	/** 'new' or a numeric id. */
	editId: string;
	/** After a successful save, with the saved condition. */
	onSaved: ( saved: Condition ) => void;
	onCancel: () => void;
	onDirtyChange?: ( dirty: boolean ) => void;
}

/**
 * The snapshot the dirty state compares with: what was loaded, normalised the way the editor holds it.
 *
 * @param condition  Loaded condition, or null for a new one.
 * @param categories Known categories (to turn the condition's category ids into a slug).
 */
export function snapshotOf(
	condition: Condition | null,
	categories: ConditionCategory[]
): EditorSnapshot {
	if ( ! condition ) {
		return {
			title: '',
			status: 'publish',
			category: '',
			conditions: fromEditorTree( defaultTree() ),
		};
	}
	const firstId = ( condition.gblocks_condition_cat ?? [] )[ 0 ];
	return {
		title: condition.title ?? '',
		status: condition.status === 'draft' ? 'draft' : 'publish',
		category:
			categories.find( ( item ) => item.id === firstId )?.slug ?? '',
		conditions: fromEditorTree( toEditorTree( condition.gbConditions ) ),
	};
}

export function EditorView( {
	editId,
	onSaved,
	onCancel,
	onDirtyChange,
}: EditorViewProps ) {
	const id = editId === 'new' ? null : Number( editId );
	const condition = useCondition( id );
	const categories = useConditionCategories();
	const categoriesSettled = ! categories.isLoading;
	const ready = categoriesSettled && ( id === null || condition.isSuccess );

	const firstLoad = useMemo( () => {
		if ( ! ready || id === null ) {
			return null;
		}
		return condition.data ?? null;
		// The snapshot is taken once, when everything has loaded.
		// eslint-disable-next-line react-hooks/exhaustive-deps -- later refetches must not reset the editor.
	}, [ ready ] );
	// A condition loaded again with "Reload" after a conflicting save, and how many times.
	const [ reloaded, setReloaded ] = useState< {
		condition: Condition;
		count: number;
	} | null >( null );
	const [ reloadError, setReloadError ] = useState< string | null >( null );
	const loaded = reloaded?.condition ?? firstLoad;
	const initial = useMemo(
		() =>
			ready || reloaded
				? snapshotOf( loaded, categories.data ?? [] )
				: null,
		// Only a first load or a reload resets the editor.
		// eslint-disable-next-line react-hooks/exhaustive-deps -- later refetches must not reset the editor.
		[ ready, reloaded ]
	);

	const reload = async () => {
		setReloadError( null );
		const result = await condition.refetch();
		if ( result.data ) {
			setReloaded( ( current ) => ( {
				condition: result.data,
				count: ( current?.count ?? 0 ) + 1,
			} ) );
		} else {
			setReloadError(
				result.error instanceof Error
					? result.error.message
					: __( 'Failed to fetch condition', 'gblocks-pro' )
			);
		}
	};

	if (
		id !== null &&
		( reloadError || ( condition.isError && ! initial ) )
	) {
		return (
			<AdminPage title={ __( 'Edit Condition', 'gblocks-pro' ) }>
				<Notice status="error" isDismissible={ false }>
					{ reloadError ??
						( condition.error instanceof Error
							? condition.error.message
							: __(
									'Failed to fetch condition',
									'gblocks-pro'
								) ) }
				</Notice>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onCancel }
				>
					{ __( 'Back to Conditions', 'gblocks-pro' ) }
				</Button>
			</AdminPage>
		);
	}

	if ( ! initial ) {
		return (
			<AdminPage
				title={
					id === null
						? __( 'Create New Condition', 'gblocks-pro' )
						: __( 'Edit Condition', 'gblocks-pro' )
				}
			>
				<Spinner />
			</AdminPage>
		);
	}

	return (
		<ConditionEditor
			key={ reloaded?.count ?? 0 }
			conditionId={ id }
			version={ loaded?.modified }
			rulesError={ loaded?.rules_error }
			onReload={ id === null ? undefined : reload }
			initial={ initial }
			categories={ categories.data ?? [] }
			onSaved={ onSaved }
			onCancel={ onCancel }
			onDirtyChange={ onDirtyChange }
		/>
	);
}
