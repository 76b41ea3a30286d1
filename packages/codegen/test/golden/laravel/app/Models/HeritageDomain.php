<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Tamga\Api\TamgaRecord;

/**
 * Өвийн төрөл: table "heritage_domain".
 */
final class HeritageDomain extends Model
{
    use TamgaRecord;

    protected $table = 'heritage_domain';

    /** @var list<string> */
    protected $fillable = ['id', 'name', 'description'];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['id' => 'integer', 'created_at' => 'datetime', 'updated_at' => 'datetime'];
    }

    /** @return HasMany<HeritageBearer, $this> */
    public function heritageBearers(): HasMany
    {
        return $this->hasMany(HeritageBearer::class, 'heritage_domain_id', 'id');
    }

    /** @return HasMany<ContentItem, $this> */
    public function contentItems(): HasMany
    {
        return $this->hasMany(ContentItem::class, 'heritage_domain_id', 'id');
    }
}
