#
# Varnish in front of the e2e site, set up the common WordPress way (tests/e2e/specs/
# cache-safe-conditions.spec.ts visits through it). bin/test.sh starts it with
#   varnishd -F -a 127.0.0.1:<varnish port> -f tests/varnish/e2e.vcl -n <work dir> -p vcl_path=<work dir>:...
# and writes <work dir>/gb-backend.vcl first: the backend `wordpress` (the e2e site's address) and the
# sub `gb_backend`, which sends the request there under the site's own Host (WordPress redirects any
# other host to its own address).
#
# - Anonymous GET and HEAD are cached by URL, for an hour.
# - Passed (never cached): other methods, a logged-in, post-password or commenter cookie, /wp-admin,
#   /wp-login.php, the REST API (/wp-json/ and ?rest_route=), previews (preview=true), and answers that
#   say Cache-Control: private, no-cache or no-store, or set a cookie.
# - Every cookie that is not WordPress's is removed from the request before the lookup (the backend
#   never sees a visitor's own cookies, e.g. promo=1).
# - utm_* parameters, gclid and fbclid are left out of the cache key (and of the URL the backend gets);
#   the browser still has them in its address.
# - The answer says X-Cache: HIT or MISS, and X-Cache-Hits: how often the stored copy was served.
#
vcl 4.1;

include "gb-backend.vcl";

sub vcl_recv {
	call gb_backend;

	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	if (req.http.Authorization) {
		return (pass);
	}
	if (req.url ~ "^/wp-admin(/|$)" || req.url ~ "^/wp-login\.php" || req.url ~ "^/wp-json(/|$)"
		|| req.url ~ "[?&]rest_route=" || req.url ~ "[?&]preview=true") {
		return (pass);
	}

	# Marketing parameters never reach the cache key.
	if (req.url ~ "[?&](utm_[A-Za-z0-9_]+|gclid|fbclid)=") {
		set req.url = regsuball(req.url, "(?<=[?&])(utm_[A-Za-z0-9_]+|gclid|fbclid)=[^&#]*&?", "");
		set req.url = regsub(req.url, "[?&]+$", "");
	}

	# Keep only WordPress's cookies; a visitor's own (promo=1, analytics) are removed.
	if (req.http.Cookie) {
		set req.http.Cookie = ";" + req.http.Cookie;
		set req.http.Cookie = regsuball(req.http.Cookie, "; +", ";");
		set req.http.Cookie = regsuball(req.http.Cookie, ";(wordpress_[A-Za-z0-9_]*|wp-[A-Za-z0-9_-]*|comment_author_[A-Za-z0-9_]*)=", "; \1=");
		set req.http.Cookie = regsuball(req.http.Cookie, ";[^ ][^;]*", "");
		set req.http.Cookie = regsuball(req.http.Cookie, "^[; ]+|[; ]+$", "");
		if (req.http.Cookie == "") {
			unset req.http.Cookie;
		}
	}
	# Logged-in users, visitors who entered a post password and commenters see pages of their own.
	if (req.http.Cookie ~ "(^|; )(wordpress_logged_in_|wp-postpass_|comment_author_)") {
		return (pass);
	}
	# What is left (the test cookie, editor settings) does not change an anonymous page.
	unset req.http.Cookie;
	return (hash);
}

sub vcl_backend_response {
	# The backend decides per visitor: never store it.
	if (beresp.http.Cache-Control ~ "(private|no-cache|no-store)" || beresp.http.Set-Cookie) {
		set beresp.uncacheable = true;
		set beresp.ttl = 120s;
		return (deliver);
	}
	if (beresp.status >= 500) {
		set beresp.uncacheable = true;
		set beresp.ttl = 0s;
		return (deliver);
	}
	set beresp.ttl = 1h;
	set beresp.grace = 0s;
	return (deliver);
}

sub vcl_deliver {
	if (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
	set resp.http.X-Cache-Hits = obj.hits;
}
