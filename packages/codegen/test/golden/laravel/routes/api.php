<?php

declare(strict_types=1);

use App\Http\Controllers\AhasMembersController;
use App\Http\Controllers\AimagsController;
use App\Http\Controllers\ApplicationsController;
use App\Http\Controllers\AuthController;
use App\Http\Controllers\ContentCategoriesController;
use App\Http\Controllers\ContentItemsController;
use App\Http\Controllers\EnvoysController;
use App\Http\Controllers\FeedbackController;
use App\Http\Controllers\FieldSamplesController;
use App\Http\Controllers\HeritageBearersController;
use App\Http\Controllers\HeritageDomainsController;
use App\Http\Controllers\InvestorsController;
use App\Http\Controllers\NewsController;
use App\Http\Controllers\PagesController;
use App\Http\Controllers\PartnersController;
use App\Http\Controllers\ProcessController;
use App\Http\Controllers\ProcessHistoryController;
use App\Http\Controllers\PublicRequestsController;
use App\Http\Controllers\SupportersController;
use Illuminate\Support\Facades\Route;

Route::get('/health', static fn (): array => ['status' => true]);
Route::post('/auth/login', [AuthController::class, 'login']);
Route::post('/auth/logout', [AuthController::class, 'logout']);
Route::get('/process/history/{processId}', ProcessHistoryController::class)->whereNumber('processId');

Route::prefix('process')
    ->controller(ProcessController::class)
    ->group(static function (): void {
        Route::get('/of/{krud}/{rowId}', 'show');
        Route::post('/{processId}/steps/{stepId}/act', 'act');
        Route::post('/{processId}/steps/{stepId}/vote', 'vote');
        Route::post('/{processId}/steps/{stepId}/close-vote', 'closeVote');
    });

Route::prefix('records/ahas-members')
    ->controller(AhasMembersController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/aimags')
    ->controller(AimagsController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
    });

Route::prefix('records/applications')
    ->controller(ApplicationsController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/content-categories')
    ->controller(ContentCategoriesController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
    });

Route::prefix('records/content-items')
    ->controller(ContentItemsController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/envoys')
    ->controller(EnvoysController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/feedback')
    ->controller(FeedbackController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/field-samples')
    ->controller(FieldSamplesController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/heritage-bearers')
    ->controller(HeritageBearersController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/heritage-domains')
    ->controller(HeritageDomainsController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
    });

Route::prefix('records/investors')
    ->controller(InvestorsController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/news')
    ->controller(NewsController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/pages')
    ->controller(PagesController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
    });

Route::prefix('records/partners')
    ->controller(PartnersController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/public-requests')
    ->controller(PublicRequestsController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });

Route::prefix('records/supporters')
    ->controller(SupportersController::class)
    ->group(static function (): void {
        Route::get('/', 'index');
        Route::post('/', 'store');
        Route::get('/{id}', 'show')->whereNumber('id');
        Route::patch('/{id}', 'update')->whereNumber('id');
        Route::delete('/{id}', 'destroy')->whereNumber('id');
        Route::post('/{id}/restore', 'restore')->whereNumber('id');
    });
