<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Хөрөнгө оруулагч: table "investor".
 */
final class Investor extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'investor';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'name',
        'investor_type',
        'logo',
        'website',
        'description',
        'project',
        'invested_amount',
        'invested_at',
        'sort_order',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'invested_amount' => 'decimal:2',
            'invested_at' => 'date:Y-m-d',
            'sort_order' => 'integer',
            'is_published' => 'boolean',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }
}
