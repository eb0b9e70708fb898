/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../shared/components/admin-page';
import { FlagsForm } from '../components/flags-form';
import {
	acfActive as readAcfActive,
	cacheSafeInEffect as readCacheSafeInEffect,
	pageCacheActive as readPageCacheActive,
} from '../flags';
import { useSettingsForm } from '../hooks/use-settings-form';
import { CACHE_SAFE_OPTION } from '../types';
import type { CacheSafeMode } from '../types';
import '../style.scss';

export interface SettingsAppProps {
	/** Whether Advanced Custom Fields is loaded (default: what PHP printed). */
	acfActive?: boolean;
	/** Whether the site has a page cache, WP_CACHE (default: what PHP printed). */
	pageCache?: boolean;
	/**
	 * Whether page cache compatibility is in effect after the PHP filter (default: what PHP printed;
	 * null: unknown).
	 */
	cacheSafeInEffect?: boolean | null;
}

/**
 * GBlocks Pro > Settings: a toggle per feature flag, the three choices of page cache compatibility and
 * the Insights settings, saved together through /wp/v2/settings.
 *
 * @param props                   Component props.
 * @param props.acfActive         Whether Advanced Custom Fields is loaded.
 * @param props.pageCache         Whether the site has a page cache (WP_CACHE).
 * @param props.cacheSafeInEffect Whether page cache compatibility is in effect after the PHP filter.
 */
export function SettingsApp( {
	acfActive = readAcfActive(),
	pageCache = readPageCacheActive(),
	cacheSafeInEffect = readCacheSafeInEffect(),
}: SettingsAppProps ) {
	const {
		query,
		values,
		save,
		changed,
		valid,
		onSubmit,
		setFlag,
		setInsight,
		setRetention,
		setCacheSafeMode,
	} = useSettingsForm();
	// What PHP said is in effect holds for the mode stored when the page loaded; after another mode is
	// saved it is not known (the filter's answer may differ), so no override note is shown.
	const [ loadedMode, setLoadedMode ] = useState< CacheSafeMode >();
	const storedMode = query.data?.[ CACHE_SAFE_OPTION ];
	useEffect( () => {
		if ( storedMode !== undefined && loadedMode === undefined ) {
			setLoadedMode( storedMode );
		}
	}, [ storedMode, loadedMode ] );

	let content;
	if ( query.isError ) {
		content = (
			<Notice status="error" isDismissible={ false }>
				{ query.error.message ||
					__( 'Failed to load settings.', 'gblocks-pro' ) }
			</Notice>
		);
	} else if ( values === null ) {
		content = (
			<p className="gblocks-pro-settings__loading">
				<Spinner />
				{ __( 'Loading settings…', 'gblocks-pro' ) }
			</p>
		);
	} else {
		content = (
			<FlagsForm
				values={ values }
				changed={ changed }
				valid={ valid }
				saving={ save.isPending }
				context={ {
					acfActive,
					pageCache,
					cacheSafeInEffect:
						storedMode === loadedMode ? cacheSafeInEffect : null,
					cacheSafeStored: storedMode,
				} }
				onChange={ setFlag }
				onModeChange={ setCacheSafeMode }
				onInsightChange={ setInsight }
				onRetentionChange={ setRetention }
				onSubmit={ onSubmit }
			/>
		);
	}

	return (
		<AdminPage title={ __( 'Settings', 'gblocks-pro' ) }>
			{ content }
		</AdminPage>
	);
}
