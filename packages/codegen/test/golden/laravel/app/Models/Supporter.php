<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Дэмжигч: table "supporter".
 */
final class Supporter extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'supporter';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'name',
        'supporter_type',
        'logo',
        'website',
        'description',
        'support_amount',
        'supported_at',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'support_amount' => 'decimal:2',
            'supported_at' => 'date:Y-m-d',
            'is_published' => 'boolean',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }
}
