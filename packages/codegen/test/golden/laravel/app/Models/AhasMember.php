<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * АХАС-ын гишүүн: table "ahas_member".
 */
final class AhasMember extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'ahas_member';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'last_name',
        'first_name',
        'position',
        'organization',
        'photo',
        'biography',
        'joined_at',
        'sort_order',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'joined_at' => 'date:Y-m-d',
            'sort_order' => 'integer',
            'is_published' => 'boolean',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }
}
