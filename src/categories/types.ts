export interface ManagedCategory {
	id: number | string;
	name: string;
	slug?: string;
	count?: number;
	/** Built-in entries (the overlays' 'uncategorized') cannot be edited or deleted. */
	locked?: boolean;
}

export interface CategoryManagerProps {
	categories: ManagedCategory[];
	isLoading: boolean;
	loadFailed: boolean;
	onCreate: ( name: string ) => Promise< unknown >;
	onRename: (
		id: ManagedCategory[ 'id' ],
		name: string
	) => Promise< unknown >;
	onDelete: ( id: ManagedCategory[ 'id' ] ) => Promise< unknown >;
	/** The next step shown under 'No categories found.' when there are none. */
	emptyHint?: string;
}
