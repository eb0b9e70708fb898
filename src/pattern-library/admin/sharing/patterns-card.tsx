/**
 * WordPress dependencies
 */
import { CheckboxControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Collection, SyncedPattern } from '../../shared/types';
import { SectionCard } from '../components/section-card';
import { LoadError, Skeleton } from '../components/states';
import { toggleCollection } from '../lib';
import { useCollections } from './hooks/use-collections';
import { useSyncedPatterns } from './hooks/use-synced-patterns';

interface PatternRowProps {
	pattern: SyncedPattern;
	collections: Collection[];
	busy: boolean;
	onAssign: ( pattern: SyncedPattern, ids: number[] ) => void;
}

/**
 * A synced pattern (with 'Not published: not shared' unless published) and a checkbox per collection.
 *
 * @param props             Component props.
 * @param props.pattern     The pattern.
 * @param props.collections Every collection.
 * @param props.busy        Whether a change is being saved.
 * @param props.onAssign    Saves the pattern's new collection ids.
 */
function PatternRow( {
	pattern,
	collections,
	busy,
	onAssign,
}: PatternRowProps ) {
	const title = pattern.title || __( '(no title)', 'gblocks-pro' );
	return (
		<tr>
			<th scope="row">
				{ title }
				{ pattern.status !== 'publish' && (
					<span className="gblocks-pro-pattern-library__status">
						{ __( 'Not published: not shared', 'gblocks-pro' ) }
					</span>
				) }
			</th>
			<td>
				<fieldset className="gblocks-pro-pattern-library__checks">
					<legend className="screen-reader-text">
						{ sprintf(
							/* translators: %s: pattern title. */
							__( 'Collections of %s', 'gblocks-pro' ),
							title
						) }
					</legend>
					{ collections.map( ( collection ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ collection.id }
							label={ collection.name }
							// Every row has the same collection names: the pattern's name makes each one unique.
							aria-label={ sprintf(
								/* translators: 1: collection name, 2: pattern title. */
								__( '%1$s (%2$s)', 'gblocks-pro' ),
								collection.name,
								title
							) }
							checked={ pattern.collections.includes(
								collection.id
							) }
							disabled={ busy }
							onChange={ ( on: boolean ) =>
								onAssign(
									pattern,
									toggleCollection(
										pattern,
										collection.id,
										on
									)
								)
							}
						/>
					) ) }
				</fieldset>
			</td>
		</tr>
	);
}

/**
 * The table of synced patterns and their collections.
 *
 * @param props             Component props.
 * @param props.patterns    The synced patterns.
 * @param props.collections Every collection.
 * @param props.busy        Whether a change is being saved.
 * @param props.onAssign    Saves a pattern's new collection ids.
 */
function PatternsTable( {
	patterns,
	collections,
	busy,
	onAssign,
}: Omit< PatternRowProps, 'pattern' > & { patterns: SyncedPattern[] } ) {
	return (
		<table className="widefat striped gblocks-pro-pattern-library__table">
			<caption className="screen-reader-text">
				{ __( 'Synced patterns and their collections', 'gblocks-pro' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Pattern', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Collections', 'gblocks-pro' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ patterns.map( ( pattern ) => (
					<PatternRow
						key={ pattern.id }
						pattern={ pattern }
						collections={ collections }
						busy={ busy }
						onAssign={ onAssign }
					/>
				) ) }
			</tbody>
		</table>
	);
}

/**
 * Which synced patterns are in which collection: a checkbox per collection on each pattern, saved at
 * once through POST /wp/v2/blocks/{id}.
 */
export function PatternsCard() {
	const collections = useCollections();
	const { query, assign } = useSyncedPatterns();

	let content;
	if ( query.isError || collections.isError ) {
		content = (
			<LoadError
				message={
					( query.error ?? collections.error )?.message ??
					__( 'Failed to load patterns.', 'gblocks-pro' )
				}
				onRetry={ () => {
					query.refetch();
					collections.refetch();
				} }
			/>
		);
	} else if ( ! query.data || ! collections.data ) {
		content = (
			<Skeleton label={ __( 'Loading patterns…', 'gblocks-pro' ) } />
		);
	} else if ( ! query.data.length ) {
		content = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'This site has no synced patterns yet. Create one in the block editor (Create pattern, Synced).',
					'gblocks-pro'
				) }
			</p>
		);
	} else if ( ! collections.data.length ) {
		content = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'Create a collection first, then choose its patterns here.',
					'gblocks-pro'
				) }
			</p>
		);
	} else {
		content = (
			<PatternsTable
				patterns={ query.data }
				collections={ collections.data }
				busy={ assign.isPending }
				onAssign={ ( pattern, ids ) =>
					assign.mutate( { pattern, ids } )
				}
			/>
		);
	}

	return (
		<SectionCard title={ __( 'Patterns in collections', 'gblocks-pro' ) }>
			<p className="gblocks-pro-pattern-library__intro">
				{ __(
					'A key shares the published synced patterns of its collections.',
					'gblocks-pro'
				) }
			</p>
			{ content }
		</SectionCard>
	);
}
