<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Хамтрагч байгууллага: table "partner".
 */
final class Partner extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'partner';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'name',
        'partner_type',
        'logo',
        'website',
        'country',
        'cooperation_area',
        'description',
        'partner_since',
        'sort_order',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'partner_since' => 'date:Y-m-d',
            'sort_order' => 'integer',
            'is_published' => 'boolean',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }
}
