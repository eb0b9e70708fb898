<?php
/**
 * Who may read a user's data: the one rule of the dynamic tags, the condition simulator and the CLI.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Meta;

/**
 * A user's data is read only with the rights WordPress itself asks for (issue 36, S1, S2, S5, S10).
 * The SUBJECT is the user whose data is read (a post's author, the visitor, the simulated visitor); the
 * READER is whoever's rights judge it: the content's author when it renders, the user saving it, the
 * user asking for a preview or a simulation; null for trusted code (a theme file), 0 for nobody.
 *
 * - Keys: Meta_Access's rules for the reader, as for any object (secrets never; keys starting with `_`
 *   and user meta beyond the safe list only for readers with manage_options).
 * - Another user's data beyond the safe list (`gblocks_pro_safe_user_meta`: the names, description and
 *   address a profile shows) is read only when the reader has `edit_user` on that user, on the current
 *   site: the capability core asks for `GET /wp/v2/users/{id}?context=edit`. manage_options alone never
 *   unlocks it: on a network a site administrator has manage_options, but edit_user on nobody but
 *   themselves (core gives it only with manage_network_users, and on a super admin only to super admins).
 *   The safe list of any user stays readable under the key rules (an author box, a loop's author names).
 *   One's own data keeps the key rules alone.
 * - When the subject cannot be known yet (a `user_meta` tag, read for every future visitor; the author of
 *   the post next to it), edit_users stands for edit_user on everyone: may_read_every_user().
 * - A user's role, capabilities and name (the simulator's visitor) go only to readers who may list that
 *   user: themselves; with list_users, members of this site; without it, members who have published
 *   posts of a public type (what search_users and /wp/v2/users list): may_list().
 */
final class User_Data_Access {

	/**
	 * Null when the reader may read the key of the subject's data; else the refusal message naming the
	 * key (the dynamic tags show it; other callers say it their own way with may_read_key()).
	 *
	 * @param string    $key        User meta key or user field (display_name, user_email…).
	 * @param int|null  $subject_id Whose data (0: nobody yet, see may_read_every_user()).
	 * @param int|null  $reader_id  Whose rights judge (null: trusted code; 0: nobody).
	 * @param bool|null $privileged Whether the reader has manage_options, when the caller knows it.
	 */
	public static function refusal( string $key, ?int $subject_id, ?int $reader_id, ?bool $privileged = null ): ?string {
		$refusal = Meta_Access::refusal_for( 'user', $key, $privileged ?? self::privileged( $reader_id ) );
		if ( null !== $refusal ) {
			return $refusal;
		}
		if ( self::may_read_subject( $key, $subject_id, $reader_id ) ) {
			return null;
		}
		/* translators: %s: user meta key or field, e.g. billing_phone. */
		return sprintf( __( 'The dynamic tag key "%s" of another user is not allowed: only users who can edit that user may read it.', 'gblocks-pro' ), $key );
	}

	/**
	 * Whether the reader may read the key of the subject's data (the same answer as refusal() === null).
	 *
	 * @param string   $key        User meta key or user field.
	 * @param int|null $subject_id Whose data (null: not known yet).
	 * @param int|null $reader_id  Whose rights judge (null: trusted code; 0: nobody).
	 */
	public static function may_read_key( string $key, ?int $subject_id, ?int $reader_id ): bool {
		return null === Meta_Access::refusal_for( 'user', $key, self::privileged( $reader_id ) ) && self::may_read_subject( $key, $subject_id, $reader_id );
	}

	/**
	 * Whether the key is refused to the reader whatever user it is read of (the key rules alone).
	 *
	 * @param string   $key       User meta key or user field.
	 * @param int|null $reader_id Whose rights judge.
	 */
	public static function key_refused( string $key, ?int $reader_id ): bool {
		return null !== Meta_Access::refusal_for( 'user', $key, self::privileged( $reader_id ) );
	}

	/**
	 * Whether the reader may read data of the subject beyond the safe list: trusted code, the subject
	 * themselves, or edit_user on the subject on the current site.
	 *
	 * @param int|null $reader_id  Whose rights judge (null: trusted code; 0: nobody).
	 * @param int      $subject_id Whose data.
	 */
	public static function may_read_user( ?int $reader_id, int $subject_id ): bool {
		if ( null === $reader_id ) {
			return true;
		}
		if ( $reader_id <= 0 || $subject_id <= 0 ) {
			return false;
		}
		return $reader_id === $subject_id || user_can( $reader_id, 'edit_user', $subject_id );
	}

	/**
	 * Whether the reader may read data beyond the safe list of any user, when the user is not known yet
	 * (user_meta, read for each visitor; the author of an adjacent post): edit_users, which core gives
	 * with edit_user on every user (on a network: super admins and network user managers only).
	 *
	 * @param int|null $reader_id Whose rights judge (null: trusted code; 0: nobody).
	 */
	public static function may_read_every_user( ?int $reader_id ): bool {
		return null === $reader_id || ( $reader_id > 0 && user_can( $reader_id, 'edit_users' ) );
	}

	/**
	 * Whether the reader may learn that the subject exists with its role, capabilities and display name:
	 * themselves; a member of this site when the reader has list_users; else a member with published
	 * posts of a public type (the users search_users and /wp/v2/users list).
	 *
	 * @param int $reader_id  The reader (0: nobody).
	 * @param int $subject_id The user.
	 */
	public static function may_list( int $reader_id, int $subject_id ): bool {
		if ( $subject_id <= 0 ) {
			return false;
		}
		if ( $reader_id > 0 && $reader_id === $subject_id ) {
			return true;
		}
		if ( ! self::is_member( $subject_id ) ) {
			return false;
		}
		if ( $reader_id > 0 && user_can( $reader_id, 'list_users' ) ) {
			return true;
		}
		return count_user_posts( $subject_id, self::listed_post_types(), true ) > 0;
	}

	/**
	 * What a WP_User_Query needs to list only the users the reader may list (may_list(), besides the
	 * reader themselves): nothing with list_users, else authors of published posts of a public type.
	 * WP_User_Query keeps to the members of the current site by itself.
	 *
	 * @param int $reader_id The reader.
	 * @return array<string, mixed>
	 */
	public static function listing_query_args( int $reader_id ): array {
		return $reader_id > 0 && user_can( $reader_id, 'list_users' ) ? array() : array( 'has_published_posts' => self::listed_post_types() );
	}

	/**
	 * Whether a user is a member of the current site (always, on a single site).
	 *
	 * @param int $user_id The user.
	 */
	public static function is_member( int $user_id ): bool {
		return $user_id > 0 && is_user_member_of_blog( $user_id );
	}

	/**
	 * The post types whose published posts make their authors listable to everyone.
	 *
	 * @return string[]
	 */
	private static function listed_post_types(): array {
		return array_values( get_post_types( array( 'public' => true ) ) );
	}

	/**
	 * The subject part of the rule: a safe key of anyone, or the reader may read that user's data (every
	 * user's, when the subject is not known yet).
	 *
	 * @param string   $key        The key.
	 * @param int|null $subject_id Whose data (null: not known yet).
	 * @param int|null $reader_id  Whose rights judge.
	 */
	private static function may_read_subject( string $key, ?int $subject_id, ?int $reader_id ): bool {
		if ( in_array( $key, Meta_Access::safe_user_meta(), true ) ) {
			return true;
		}
		return null === $subject_id ? self::may_read_every_user( $reader_id ) : self::may_read_user( $reader_id, $subject_id );
	}

	/**
	 * Whether the key rules of a reader are those of manage_options (trusted code: yes).
	 *
	 * @param int|null $reader_id The reader.
	 */
	private static function privileged( ?int $reader_id ): bool {
		return null === $reader_id || Meta_Access::is_privileged( $reader_id );
	}
}
