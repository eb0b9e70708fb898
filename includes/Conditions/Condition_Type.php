<?php
/**
 * The base of every condition type (built-in or registered by another plugin).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * A condition type: its label, its rules (each with operators and value metadata) and how a row of the
 * type is evaluated. Extend it and register an instance on `gblocks_pro_register_condition_types`.
 */
abstract class Condition_Type {

	/**
	 * Rules after defaults and filters, built on first use.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private ?array $rules = null;

	/**
	 * Rules built one at a time (no rule filter hooked, rules() not built yet), keyed by the id asked
	 * for; null for an id that is no rule.
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private array $single = array();

	/**
	 * A rule decided from what the server knows.
	 */
	public const SERVER = 'server';

	/**
	 * A rule decided from what the visitor's browser knows.
	 */
	public const VISITOR = 'visitor';

	/**
	 * A rule only the visitor's browser can decide, whatever the page cache setting (the visitor history
	 * it keeps: Types\Visitor). The server never sees its facts: such a row is always left to the browser
	 * (Decisions), and on the server it passes only in a simulated context that holds them.
	 */
	public const BROWSER = 'browser';

	/**
	 * The type id stored in rows, e.g. 'location'.
	 */
	abstract public function name(): string;

	/**
	 * The translated label.
	 */
	abstract public function label(): string;

	/**
	 * The type's rules, keyed by rule id. Each rule: label, operators (ids), and optionally group,
	 * value_type, needs_value, supports_multi, object_type, object_subtype, placeholder, value_optional,
	 * decided_in ('server', 'visitor' or 'browser'; default: default_decided_in()).
	 * Defaults: needs_value is true unless value_optional; value_type is "text", or "none" for a rule
	 * that takes no value (needs_value false and not value_optional).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	abstract protected function define_rules(): array;

	/**
	 * One rule's definition as define_rules() would give it, or null when the type has no such rule;
	 * false when the type cannot build one rule alone (the default: every rule is built). Types with
	 * many or costly rules (labels of every role, capability, post type) override it, so that deciding
	 * a condition builds only the rules it names.
	 *
	 * @param string $rule Rule id.
	 * @return array<string, mixed>|null|false
	 */
	protected function define_rule( string $rule ): array|null|false { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Overridden by types that build one rule alone.
		return false;
	}

	/**
	 * Whether one row passes.
	 *
	 * @param string  $rule     Rule id.
	 * @param string  $operator Operator id.
	 * @param string  $value    The row's value (see SPEC §3 for encodings).
	 * @param Context $context  Where the content is shown.
	 */
	abstract public function evaluate( string $rule, string $operator, string $value, Context $context ): bool;

	/**
	 * Whether 'is' (true) or 'is_not' (false) applies to a yes/no fact; false for other operators. Kept
	 * here (Compare::is() answers the same) so that deciding a rule about a fact (logged in, a device,
	 * a direct visit) loads no class beyond its type.
	 *
	 * @param bool   $fact     The fact.
	 * @param string $operator is or is_not.
	 */
	final public static function fact_is( bool $fact, string $operator ): bool {
		if ( 'is' === $operator ) {
			return $fact;
		}
		if ( 'is_not' === $operator ) {
			return ! $fact;
		}
		return false;
	}

	/**
	 * The simulator's sentence for a row of this type: what the simulated context holds and what the
	 * rule wants ("Visitor is on desktop, rule wants mobile."). Stored values (meta, options) are never
	 * quoted; what the simulating user typed (cookies, query, referrer) may be. Null: the simulator says
	 * neutrally whether the rule passes (Simulator\Reasons).
	 *
	 * @param string  $rule     Canonical rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param bool    $result   Whether the row passed.
	 * @param Context $context  The simulated context.
	 */
	public function explain( string $rule, string $operator, string $value, bool $result, Context $context ): ?string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Overridden by types that explain themselves.
		return null;
	}

	/**
	 * Whether saving a condition that uses this type needs `manage_options` (the type reads stored or
	 * private values: options, user meta, cookies).
	 */
	public function requires_manage_options(): bool {
		return false;
	}

	/**
	 * The name of the private or secret data a row reads (a meta key starting with "_", session
	 * tokens, capabilities…), or null. Only users with manage_options may save such a row. Types whose
	 * rows can name any key override it.
	 *
	 * @param string $rule  Rule id.
	 * @param string $value The row's value.
	 */
	public function private_data( string $rule, string $value ): ?string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Overridden by types that read named keys.
		return null;
	}

	/**
	 * The user data a row reads, so that the simulator decides it only for callers who may read it
	 * (Meta\User_Data_Access): whose (`visitor`: the context's user; `author`: the context post's author)
	 * and which key (a user meta key or a user field such as display_name), or null for a row that
	 * reads no user's stored data. Types whose rows read user meta override it.
	 *
	 * @param string $rule  Canonical rule id.
	 * @param string $value The row's value.
	 * @return array{user: 'visitor'|'author', key: string}|null
	 */
	public function user_data( string $rule, string $value ): ?array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Overridden by types that read user meta.
		return null;
	}

	/**
	 * A reason why the row's value is not acceptable beyond its shape, or null. Types with extra rules
	 * (for example the options type refusing secret option names) override it.
	 *
	 * @param string $rule     Rule id.
	 * @param string $operator Operator id.
	 * @param string $value    Value.
	 */
	public function value_error( string $rule, string $operator, string $value ): ?string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Overridden by types that check values.
		return null;
	}

	/**
	 * The rule and operator a row gets when this type is chosen in the editor (get_condition_types):
	 * default_rule() and default_operator() when the type offers them, else its first rule and that
	 * rule's first operator, so that every type, one another plugin registers included, has defaults.
	 *
	 * @return array{rule: string, operator: string}
	 */
	final public function editor_defaults(): array {
		$rules = $this->rules();
		$rule  = $this->default_rule();
		if ( ! isset( $rules[ $rule ] ) ) {
			$rule = (string) array_key_first( $rules );
		}
		$operators = '' === $rule ? array() : $this->operators( $rule );
		$operator  = $this->default_operator();
		if ( ! in_array( $operator, $operators, true ) ) {
			$operator = (string) ( $operators[0] ?? '' );
		}
		return array(
			'rule'     => $rule,
			'operator' => $operator,
		);
	}

	/**
	 * The rule a row of this type starts with in the editor ('' or an unknown rule: the first).
	 */
	protected function default_rule(): string {
		return '';
	}

	/**
	 * The operator a row of this type starts with in the editor ('' or one its default rule does not
	 * offer: that rule's first).
	 */
	protected function default_operator(): string {
		return '';
	}

	/**
	 * Every rule with its metadata, after the filters.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	final public function rules(): array {
		if ( null !== $this->rules ) {
			return $this->rules;
		}
		$rules   = array();
		$default = $this->default_decided_in();
		foreach ( $this->define_rules() as $id => $rule ) {
			$rules[ (string) $id ] = self::normalize_rule( (string) $id, (array) $rule + array( 'decided_in' => $default ) );
		}
		$this->single = array();
		$name         = $this->name();

		/**
		 * Filters the rules of one condition type (dynamic part: the type id, e.g.
		 * gblocks_pro_condition_rules_location). Each rule: label, group, operators, value_type,
		 * needs_value, supports_multi and optionally object_type, object_subtype, placeholder and
		 * name_label (a custom_field rule's label of the name it reads, e.g. "Cookie name").
		 *
		 * @param array<string, array<string, mixed>> $rules Rules keyed by id.
		 */
		$rules = (array) apply_filters( "gblocks_pro_condition_rules_{$name}", $rules );

		/**
		 * Filters the rules of any condition type.
		 *
		 * @param array<string, array<string, mixed>> $rules Rules keyed by id.
		 * @param string                              $name  The type id.
		 */
		$rules = (array) apply_filters( 'gblocks_pro_condition_rules', $rules, $name );

		$this->rules = array();
		foreach ( $rules as $id => $rule ) {
			$this->rules[ (string) $id ] = $this->finish_rule( (string) $id, (array) $rule );
		}
		return $this->rules;
	}

	/**
	 * A rule after its defaults and where it is decided (the gblocks_pro_rule_decided_in filter).
	 *
	 * @param string               $id   Rule id.
	 * @param array<string, mixed> $rule The definition.
	 * @return array<string, mixed>
	 */
	private function finish_rule( string $id, array $rule ): array {
		$normalized = self::normalize_rule( $id, $rule );
		if ( self::BROWSER === $normalized['decided_in'] ) {
			// Only the browser holds its facts: no filter can move it to the server.
			return $normalized;
		}

		/**
			 * Filters where a rule is decided: 'server' (on every request, from what the server knows)
			 * or 'visitor' (what the visitor's browser knows: device, cookies, referrer, the address,
			 * the clock). Visitor rules can be decided in the browser behind a page cache; anything
			 * other than exactly 'visitor' means 'server'.
			 *
			 * @param string $where 'server' or 'visitor' (the rule's declared place; default 'server').
			 * @param string $type  The type id.
			 * @param string $rule  The rule id.
			 */
		$where                    = apply_filters( 'gblocks_pro_rule_decided_in', $normalized['decided_in'], $this->name(), $id );
		$normalized['decided_in'] = self::VISITOR === $where ? self::VISITOR : self::SERVER;
		return $normalized;
	}

	/**
	 * One rule built alone, when that gives the same answer as rules(): rules() not built yet, no rule
	 * filter hooked, and the type builds one rule alone. Null: no such rule; false: use rules().
	 *
	 * @param string $rule Rule id (not an alias).
	 * @return array<string, mixed>|null|false
	 */
	private function lazy_rule( string $rule ): array|null|false {
		if ( null !== $this->rules ) {
			return false;
		}
		if ( array_key_exists( $rule, $this->single ) ) {
			return $this->single[ $rule ];
		}
		if ( has_filter( 'gblocks_pro_condition_rules' ) || has_filter( 'gblocks_pro_condition_rules_' . $this->name() ) ) {
			return false;
		}
		$definition = $this->define_rule( $rule );
		if ( false === $definition ) {
			return false;
		}
		$this->single[ $rule ] = null === $definition ? null : $this->finish_rule( $rule, $definition + array( 'decided_in' => $this->default_decided_in() ) );
		return $this->single[ $rule ];
	}

	/**
	 * Where a rule is decided: 'visitor' (the browser can decide it: device, cookie, referrer, query
	 * parameter, date and time), 'browser' (only the browser can: the visitor history) or 'server'
	 * (everything else, and any unknown rule).
	 *
	 * @param string $rule Rule id (or an alias).
	 * @return 'server'|'visitor'|'browser'
	 */
	final public function decided_in( string $rule ): string {
		$where = $this->rule( $rule )['decided_in'] ?? self::SERVER;
		return self::VISITOR === $where || self::BROWSER === $where ? $where : self::SERVER;
	}

	/**
	 * Whether the browser may decide a rule (decided_in 'visitor' or 'browser').
	 *
	 * @param string $rule Rule id (or an alias).
	 */
	final public function browser_decides( string $rule ): bool {
		return self::SERVER !== $this->decided_in( $rule );
	}

	/**
	 * Where this type's rules are decided when their definition does not say ('decided_in' in
	 * define_rules()). Built-in visitor types override it.
	 *
	 * @return 'server'|'visitor'|'browser'
	 */
	protected function default_decided_in(): string {
		return self::SERVER;
	}

	/**
	 * One rule, or null when the type has no such rule.
	 *
	 * @param string $rule Rule id.
	 * @return array<string, mixed>|null
	 */
	final public function rule( string $rule ): ?array {
		$lazy = $this->lazy_rule( $rule );
		if ( false !== $lazy ) {
			if ( null !== $lazy ) {
				return $lazy;
			}
			$alias = $this->rule_alias( $rule );
			$lazy  = null === $alias ? null : $this->lazy_rule( $alias );
			if ( false !== $lazy ) {
				return $lazy;
			}
		}
		return $this->rules()[ $this->canonical_rule( $rule ) ] ?? null;
	}

	/**
	 * The canonical id of a rule: the id itself, or the rule an alias stands for (for example a bare
	 * role name, as another product stores user-role rules). Unknown ids come back unchanged.
	 *
	 * @param string $rule Rule id or alias.
	 */
	final public function canonical_rule( string $rule ): string {
		$lazy = $this->lazy_rule( $rule );
		if ( false !== $lazy ) {
			if ( null !== $lazy ) {
				return $rule;
			}
			$alias = $this->rule_alias( $rule );
			$found = null === $alias ? null : $this->lazy_rule( $alias );
			if ( false !== $found ) {
				return null !== $found && null !== $alias ? $alias : $rule;
			}
		}
		$rules = $this->rules();
		if ( isset( $rules[ $rule ] ) ) {
			return $rule;
		}
		$alias = $this->rule_alias( $rule );
		return null !== $alias && isset( $rules[ $alias ] ) ? $alias : $rule;
	}

	/**
	 * The canonical rule id an alias stands for, or null. Types that accept other spellings override it.
	 *
	 * @param string $rule A rule id that is not one of the type's rules.
	 */
	protected function rule_alias( string $rule ): ?string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Overridden by types with aliases.
		return null;
	}

	/**
	 * Operator ids allowed for a rule, or for any rule of the type when $rule is null.
	 *
	 * @param string|null $rule Rule id.
	 * @return string[]
	 */
	final public function operators( ?string $rule = null ): array {
		if ( null !== $rule ) {
			return $this->rule( $rule )['operators'] ?? array();
		}
		$operators = array();
		foreach ( $this->rules() as $definition ) {
			foreach ( $definition['operators'] as $operator ) {
				$operators[ $operator ] = true;
			}
		}
		return array_keys( $operators );
	}

	/**
	 * Forgets the built rules (the filters run again on next use).
	 */
	final public function reset_rules(): void {
		$this->rules  = null;
		$this->single = array();
	}

	/**
	 * Fills a rule's defaults.
	 *
	 * @param string               $id   Rule id.
	 * @param array<string, mixed> $rule Partial definition.
	 * @return array<string, mixed>
	 */
	private static function normalize_rule( string $id, array $rule ): array {
		$optional = (bool) ( $rule['value_optional'] ?? false );
		// As GenerateBlocks Pro describes rules: a rule whose value may be left empty does not need one,
		// and a rule that takes no value at all has the value type "none".
		$needs_value = (bool) ( $rule['needs_value'] ?? ! $optional );
		$takes_value = $optional || $needs_value;
		$normalized  = array(
			'label'          => (string) ( $rule['label'] ?? $id ),
			'group'          => (string) ( $rule['group'] ?? '' ),
			'operators'      => array_values( array_map( 'strval', (array) ( $rule['operators'] ?? array() ) ) ),
			'value_type'     => (string) ( $rule['value_type'] ?? ( $takes_value ? 'text' : 'none' ) ),
			'needs_value'    => $needs_value,
			'supports_multi' => (bool) ( $rule['supports_multi'] ?? false ),
			'value_optional' => $optional,
			'decided_in'     => in_array( $rule['decided_in'] ?? self::SERVER, array( self::VISITOR, self::BROWSER ), true ) ? $rule['decided_in'] : self::SERVER,
		);
		foreach ( array( 'object_type', 'object_subtype', 'placeholder', 'name_label' ) as $key ) {
			if ( isset( $rule[ $key ] ) && '' !== (string) $rule[ $key ] ) {
				$normalized[ $key ] = (string) $rule[ $key ];
			}
		}
		return $normalized;
	}
}
