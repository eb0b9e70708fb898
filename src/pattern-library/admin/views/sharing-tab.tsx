/**
 * Internal dependencies
 */
import { CollectionsCard } from '../sharing/collections-card';
import { KeysCard } from '../sharing/keys-card';
import { PatternsCard } from '../sharing/patterns-card';
import { SiteAddress } from '../sharing/site-address';

/**
 * The "Sharing" tab: what this site shares with other sites (its address, collections, which patterns
 * are in them, and keys). Each card is in its own file under ../sharing, its data in ../sharing/hooks.
 */
export function SharingTab() {
	return (
		<div className="gblocks-pro-pattern-library__tab">
			<SiteAddress />
			<CollectionsCard />
			<PatternsCard />
			<KeysCard />
		</div>
	);
}
