<?php

declare(strict_types=1);

namespace App\Providers;

use App\Models\AhasMember;
use App\Models\Aimag;
use App\Models\Application;
use App\Models\ContentCategory;
use App\Models\ContentItem;
use App\Models\Envoy;
use App\Models\Feedback;
use App\Models\FieldSample;
use App\Models\HeritageBearer;
use App\Models\HeritageDomain;
use App\Models\Investor;
use App\Models\News;
use App\Models\Page;
use App\Models\Partner;
use App\Models\PublicRequest;
use App\Models\Supporter;
use App\Policies\AhasMembersPolicy;
use App\Policies\AimagsPolicy;
use App\Policies\ApplicationsPolicy;
use App\Policies\ContentCategoriesPolicy;
use App\Policies\ContentItemsPolicy;
use App\Policies\EnvoysPolicy;
use App\Policies\FeedbackPolicy;
use App\Policies\FieldSamplesPolicy;
use App\Policies\HeritageBearersPolicy;
use App\Policies\HeritageDomainsPolicy;
use App\Policies\InvestorsPolicy;
use App\Policies\NewsPolicy;
use App\Policies\PagesPolicy;
use App\Policies\PartnersPolicy;
use App\Policies\PublicRequestsPolicy;
use App\Policies\SupportersPolicy;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\ServiceProvider;
use Tamga\Api\SessionTokens;
use Tamga\Api\SessionUser;

final class AppServiceProvider extends ServiceProvider
{
    /** Roles that may do everything (Tamga's super admin). */
    private const SUPER_ADMIN_ROLES = [1];

    public function boot(): void
    {
        // The "tamga" guard (config/auth.php): a request's user is its Bearer token's session.
        Auth::viaRequest(
            'tamga-session',
            static fn (Request $request): ?SessionUser => SessionTokens::userOf($request),
        );

        // The super admin may do everything; everyone else is decided by the policies.
        Gate::before(static function (?SessionUser $user): ?bool {
            return $user !== null && in_array($user->roleId, self::SUPER_ADMIN_ROLES, true) ? true : null;
        });

        Gate::policy(AhasMember::class, AhasMembersPolicy::class);
        Gate::policy(Aimag::class, AimagsPolicy::class);
        Gate::policy(Application::class, ApplicationsPolicy::class);
        Gate::policy(ContentCategory::class, ContentCategoriesPolicy::class);
        Gate::policy(ContentItem::class, ContentItemsPolicy::class);
        Gate::policy(Envoy::class, EnvoysPolicy::class);
        Gate::policy(Feedback::class, FeedbackPolicy::class);
        Gate::policy(FieldSample::class, FieldSamplesPolicy::class);
        Gate::policy(HeritageBearer::class, HeritageBearersPolicy::class);
        Gate::policy(HeritageDomain::class, HeritageDomainsPolicy::class);
        Gate::policy(Investor::class, InvestorsPolicy::class);
        Gate::policy(News::class, NewsPolicy::class);
        Gate::policy(Page::class, PagesPolicy::class);
        Gate::policy(Partner::class, PartnersPolicy::class);
        Gate::policy(PublicRequest::class, PublicRequestsPolicy::class);
        Gate::policy(Supporter::class, SupportersPolicy::class);
    }
}
