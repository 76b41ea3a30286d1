<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Санал хүсэлт: table "feedback".
 */
final class Feedback extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'feedback';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'name',
        'email',
        'phone',
        'topic',
        'message',
        'status',
        'reply',
        'replied_at',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'replied_at' => 'datetime',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }
}
